#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# tst_exchange: every writer of core/exchange (export --format xlsx|bom-csv|cabling-csv|
# cabling-xlsx) read back by a parser that is not ours: openpyxl for the spreadsheets,
# Python's csv module for the CSV, ElementTree for the GraphML the link counts are
# checked against. Designs: a 2-node design counted by hand, the 1,024- and the
# 16,384-GPU examples. Bad inputs exit 2 with one line on stderr.
# Usage: exchange_test.py CLI EXAMPLES_DIR
import csv
import io
import os
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

try:
    import openpyxl
except ImportError:
    print("SKIP: python3-openpyxl is not installed (apt-get install python3-openpyxl)")
    sys.exit(77)

CLI, EXAMPLES = sys.argv[1], sys.argv[2]
failures = []


def check(condition, what):
    if not condition:
        failures.append(what)
        print("FAIL:", what)


def run(*args):
    return subprocess.run([CLI, *args], capture_output=True, text=True)


def export(project, fmt, out):
    r = run("export", project, "--format", fmt, "--output", out)
    check(r.returncode == 0, f"export {fmt} of {project}: exit {r.returncode} {r.stderr}")


def read_csv(path):
    with open(path, newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def graphml_links(path):
    """Links (bundle members) of the expanded graph, as export --format graphml says."""
    ns = {"g": "http://graphml.graphdrawing.org/xmlns"}
    root = ET.parse(path).getroot()
    return sum(int(d.text) for d in root.iterfind(".//g:edge/g:data[@key='bundle']", ns))


def check_cabling(rows, links, name):
    check(len(rows) == links, f"{name}: {len(rows)} cabling rows, {links} links")
    ports = []
    for r in rows:
        ports.append((r["a_device"], r["a_port"], r["a_lane"]))
        ports.append((r["b_device"], r["b_port"], r["b_lane"]))
    check(len(ports) == len(set(ports)), f"{name}: a port appears twice")
    labels = [r["label"] for r in rows]
    check(len(labels) == len(set(labels)), f"{name}: a label id appears twice")
    check(all(r["a_part"] and r["b_part"] and r["cable_part"] for r in rows),
          f"{name}: a row without parts")
    check(all(float(r["length_m"]) > 0 for r in rows), f"{name}: a row without a length")


def small_design(tmp):
    # generate --gpus 16: 2 H100 nodes x 8 ConnectX-7 (400G) on one QM9700 (64 x 400G
    # over 32 twin-port cages). By hand: 16 node-to-leaf links, each a NIC-side
    # MMA4Z00-NS400, an MFP7E10-N010 fibre (10 m default, its length in the number) and half a twin-port MMA4Z00-NS:
    # 8 switch modules in cages 1-8, lanes 1 and 2.
    project = os.path.join(tmp, "small.fabricplan")
    r = run("generate", "--gpus", "16", "--output", project)
    check(r.returncode == 0, f"generate: {r.stderr}")
    out = os.path.join(tmp, "small-cabling.csv")
    export(project, "cabling-csv", out)
    rows = read_csv(out)
    check_cabling(rows, 16, "2-node design")
    check(sorted({(r["b_port"], r["b_lane"]) for r in rows}) ==
          sorted((str(c), str(l)) for c in range(1, 9) for l in (1, 2)),
          "2-node design: switch ports are not cages 1-8, lanes 1-2")
    # A DGX H100's NIC ports by their rear-panel labels (NVIDIA DGX H100 user guide,
    # Table 6: GPU 0's ConnectX-7 on OSFP4P2, GPU 7's on OSFP1P1), in NIC order.
    check(rows[0]["a_device"] == "Node 1" and rows[0]["a_port"] == "OSFP4P2" and
          rows[-1]["a_device"] == "Node 2" and rows[-1]["a_port"] == "OSFP1P1",
          "2-node design: not sorted by device, then port")
    check([r["a_port"] for r in rows[:8]] ==
          ["OSFP4P2", "OSFP3P2", "OSFP3P1", "OSFP4P1", "OSFP1P2", "OSFP2P2", "OSFP2P1",
           "OSFP1P1"], "2-node design: a DGX H100's compute ports are not its OSFP labels")
    check({r["medium"] for r in rows} == {"fibre"} and
          {r["a_part"] for r in rows} == {"MMA4Z00-NS-FLT"} and
          {r["b_part"] for r in rows} == {"MMA4Z00-NS"}, "2-node design: parts")
    check_small_bom(project, tmp)


def check_small_bom(project, tmp):
    out = os.path.join(tmp, "small-bom.csv")
    export(project, "bom-csv", out)
    rows = [r for r in read_csv(out) if "infiniband" in r["variants"].split(";")]
    qty = {(r["part"], r["category"]): int(r["quantity"]) for r in rows}
    # By hand: 1 switch, 16 NICs, 16 / 2 = 8 twin-port modules at the switch, 2 x 8 / 2 =
    # 8 flat-top twin-port modules in the DGX H100s' cages, 16 fibres; spares 5 % of
    # each part rounded up: 1 each.
    check(qty.get(("MQM9700-NS2F", "switch")) == 1 and qty.get(("MCX75310AAS-NEAT", "nic")) == 16 and
          qty.get(("MMA4Z00-NS", "transceiver")) == 8 and
          qty.get(("MMA4Z00-NS-FLT", "transceiver")) == 8 and
          qty.get(("MFP7E10-N010", "cable")) == 16, f"2-node BOM quantities: {qty}")
    check(all(qty[k] == 1 for k in qty if k[1] == "spare"), "2-node BOM spares")
    for r in rows:
        check(abs(float(r["unit_price_eur"]) * int(r["quantity"]) -
                  float(r["total_price_eur"])) < 1e-6, f"BOM line total {r}")
    xlsx = os.path.join(tmp, "small.xlsx")
    export(project, "xlsx", xlsx)
    check_bom_xlsx(xlsx, read_csv(out), "2-node design")


def check_bom_xlsx(path, csv_rows, name):
    book = openpyxl.load_workbook(path)  # formulas as written
    cached = openpyxl.load_workbook(path, data_only=True)  # their stored values
    summary = book.worksheets[0]
    groups = sorted({r["variants"] for r in csv_rows})
    check(len(book.worksheets) == 1 + len(groups),
          f"{name}: {len(book.worksheets)} sheets for {len(groups)} distinct bills")
    for sheet in book.worksheets[1:]:
        header = [c.value for c in sheet[5]]
        check(header[4] == "Quantity" and header[6] == "Total", f"{name}: header {header}")
        check("excluding VAT" in (sheet["A3"].value or ""), f"{name}: no price basis")
        total = 0.0
        last = sheet.max_row
        for row in range(6, last):
            q, unit, tot = (sheet.cell(row, c).value for c in (5, 6, 7))
            check(isinstance(q, (int, float)), f"{name}: quantity not a number in row {row}")
            if isinstance(unit, (int, float)):
                check(tot == f"=E{row}*F{row}", f"{name}: total of row {row} is {tot}")
                check("€" in sheet.cell(row, 6).number_format, f"{name}: no currency format")
                total += q * unit
        check(sheet.cell(last, 7).value == f"=SUM(G6:G{last - 1})", f"{name}: total formula")
        stored = cached[sheet.title].cell(last, 7).value
        check(abs(stored - total) < 0.5, f"{name}: stored total {stored}, lines {total}")
    check(str(summary["C5"].value).startswith("='"), f"{name}: summary not a formula")


def example(tmp, name, with_xlsx_cabling):
    project = os.path.join(EXAMPLES, name + ".fabricplan")
    graphml = os.path.join(tmp, name + ".graphml")
    export(project, "graphml", graphml)
    links = graphml_links(graphml)
    out = os.path.join(tmp, name + "-cabling.csv")
    export(project, "cabling-csv", out)
    rows = read_csv(out)
    check_cabling(rows, links, name)
    if with_xlsx_cabling:
        xlsx = os.path.join(tmp, name + "-cabling.xlsx")
        export(project, "cabling-xlsx", xlsx)
        sheet = openpyxl.load_workbook(xlsx, read_only=True).worksheets[0]
        values = list(sheet.iter_rows(min_row=4, values_only=True))
        check(len(values) == links, f"{name}: {len(values)} rows in cabling-xlsx")
        check(values[0][0] == rows[0]["label"], f"{name}: xlsx and csv differ")
    bom = os.path.join(tmp, name + "-bom.csv")
    export(project, "bom-csv", bom)
    xlsx = os.path.join(tmp, name + ".xlsx")
    export(project, "xlsx", xlsx)
    check_bom_xlsx(xlsx, read_csv(bom), name)
    return links


def bad_inputs(tmp):
    project = os.path.join(EXAMPLES, "example-1024-h100.fabricplan")
    for args in (["export", project, "--format", "xls", "--output", os.path.join(tmp, "x")],
                 ["export", os.path.join(tmp, "missing.fabricplan"), "--format", "xlsx",
                  "--output", os.path.join(tmp, "y.xlsx")],
                 ["export", project, "--format", "cabling-csv", "--output", project]):
        r = run(*args)
        check(r.returncode == 2 and r.stderr.count("\n") == 1 and not r.stdout,
              f"bad input {args[1:4]}: exit {r.returncode}, stderr {r.stderr!r}")
    check(not os.path.exists(os.path.join(tmp, "x")), "a partial output after an error")


with tempfile.TemporaryDirectory() as tmp:
    small_design(tmp)
    # 1,024 GPUs by hand: 128 nodes x 8 NICs = 1,024 node-to-leaf links and 32 leaves x
    # 32 uplinks = 1,024 leaf-to-spine links: 2,048 rows.
    check(example(tmp, "example-1024-h100", True) == 2048, "1,024-GPU example: 2,048 links")
    example(tmp, "example-16384-h100", False)
    bad_inputs(tmp)

if failures:
    print(f"{len(failures)} check(s) failed")
    sys.exit(1)
print("all exchange checks passed")
