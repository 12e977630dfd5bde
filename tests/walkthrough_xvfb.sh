#!/bin/sh
# The four-node walkthrough of tst_bulkedit (4 nodes, 2 leaves and a spine dropped from
# the palette, Select all, Connect rail by rail: 10 actions) on a real X server
# (Xvfb, the xcb platform plugin, the window shown and painted), not offscreen, and the
# window it leaves saved and checked: a PNG of the window's size that is not blank.
# Usage: walkthrough_xvfb.sh TST_BULKEDIT OUT.png
set -eu
test_bin=$1
out=$2
rm -f "$out"
xvfb-run -a -s "-screen 0 1600x1000x24" env QT_QPA_PLATFORM=xcb FP_BULK_SCREENSHOT="$out" \
    "$test_bin" fourNodeClusterInUnderTwelveActions
size=$(identify -format '%w %h' "$out")
set -- $size
if [ "$1" -lt 800 ] || [ "$2" -lt 500 ]; then
    echo "walkthrough_xvfb: the screenshot is $1 x $2 pixels, not the window" >&2
    exit 1
fi
# A painted window has many colours; a blank or black grab has one or two.
colours=$(identify -format '%k' "$out")
if [ "$colours" -lt 50 ]; then
    echo "walkthrough_xvfb: the screenshot has $colours colours: nothing painted" >&2
    exit 1
fi
echo "walkthrough_xvfb: $1 x $2 pixels, $colours colours: $out"
