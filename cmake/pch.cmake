# SPDX-License-Identifier: GPL-3.0-or-later
# Precompiled headers (FP_PCH, default ON). Parsing Qt's headers is over half of the
# compile time of a typical unit here (measured with -fsyntax-only on a file that only
# includes <QtCore>), and CI builds the sources four times (Release, ASan, TSan, fuzz).
#
# Each core module and fp_ui precompiles its own header set. The tests reuse the PCH
# of their support library (fp_testsupport / fp_testsupport_gui), whose compile flags
# and defines they share (both link Qt6::Test). -Winvalid-pch with -Werror turns a PCH
# the compiler would silently ignore into an error, so a flag mismatch cannot hide.
#
# ccache caches PCH users only with `sloppiness = pch_defines,time_macros`: the launcher
# sets it when ccache is the compiler launcher. And it runs in depend mode (the
# compiler's -MD dependency file, no preprocessor): in its default mode every cache
# miss first preprocesses the unit for its hash, and the preprocessor expands the Qt
# headers the PCH exists to skip. A cold-cache Release build took 728 s that way, about
# 680 s in depend mode, against 483 s without ccache (2 cores, 2026-12-03), so
# quickstart.sh uses ccache only when asked (FP_CCACHE=1). CCACHE_BASEDIR makes the
# paths relative, so a second clone on the same machine hits a warm cache.
set(FP_PCH_CORE <QString> <QStringList> <QList> <QHash> <QMap> <QSet> <QVariant> <QLocale>
                <QCoreApplication> <QJsonObject> <QJsonArray> <QJsonDocument> <QJsonValue>
                <algorithm> <cmath> <functional> <map> <memory> <optional> <set> <utility>
                <vector>)
set(FP_PCH_GUI ${FP_PCH_CORE} <QPainter> <QPainterPath> <QColor> <QFont> <QImage>
               <QUndoStack>)
set(FP_PCH_WIDGETS ${FP_PCH_GUI} <QWidget> <QAction> <QApplication> <QMainWindow>
                   <QDialog> <QLabel> <QPushButton> <QLineEdit> <QComboBox> <QSpinBox>
                   <QTableWidget> <QTreeWidget> <QGraphicsView> <QGraphicsScene>
                   <QGraphicsItem> <QVBoxLayout> <QHBoxLayout> <QFormLayout>
                   <QMessageBox> <QFileDialog> <QMenu> <QToolBar> <QDockWidget>)

if(FP_PCH)
  target_compile_options(fp_warnings INTERFACE -Winvalid-pch)
  if(CMAKE_CXX_COMPILER_LAUNCHER MATCHES "ccache")
    set(CMAKE_CXX_COMPILER_LAUNCHER
        ${CMAKE_COMMAND} -E env CCACHE_SLOPPINESS=pch_defines,time_macros CCACHE_DEPEND=1
        CCACHE_BASEDIR=${CMAKE_SOURCE_DIR} ccache)
    # clang writes a time stamp into the PCH, which ccache cannot cache (its manual,
    # "Precompiled headers").
    if(CMAKE_CXX_COMPILER_ID MATCHES "Clang")
      target_compile_options(fp_warnings INTERFACE "SHELL:-Xclang -fno-pch-timestamp")
    endif()
  endif()
endif()

# fp_pch(target CORE|GUI|WIDGETS): `target` precompiles that header set.
function(fp_pch target set)
  if(FP_PCH)
    target_precompile_headers(${target} PRIVATE ${FP_PCH_${set}})
  endif()
endfunction()

# fp_pch_reuse(target from): `target` uses the PCH of `from` (same flags and defines).
function(fp_pch_reuse target from)
  if(FP_PCH)
    target_precompile_headers(${target} REUSE_FROM ${from})
  endif()
endfunction()
