#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# Writes the nccl-tests fixtures of tests/tst_ncclimport.cpp. They are made from the
# output format of github.com/NVIDIA/nccl-tests (src/common.cu, src/util.cu: the printf
# formats of the header, rows, footer and JSON writer), not copied from any log. The
# times come from the alpha-beta model T = steps*a + factor*n/B (Thakur, Rabenseifner,
# Gropp 2005) with the a and B stated per fixture; algbw = size/time, busbw = algbw x the
# nccl-tests bus factor (doc/PERFORMANCE.md). Host names, PIDs and bus ids are invented.
# Run from this folder: python3 make_fixtures.py
import json


def steps_factor(op, p):
    if op == "all_reduce":
        return 2 * (p - 1), 2 * (p - 1) / p
    if op in ("all_gather", "reduce_scatter", "alltoall"):
        return p - 1, (p - 1) / p
    if op in ("broadcast", "reduce"):
        return p - 1, 1.0
    return 1, 1.0  # sendrecv


def float_str(value, width):
    # util.cu getFloatStr
    power = 0
    val = 1
    while value >= val:
        power += 1
        val *= 10
    if power < width - 2:
        return "%*.2f" % (width, value)
    if power < width - 1:
        return "%*.1f" % (width, value)
    if power < width + 1:
        return "%*.0f" % (width, value)
    return "%*.1e" % (width, value)


def figures(op, p, n, a_us, b_gbs, slower=1.0):
    steps, factor = steps_factor(op, p)
    t_us = (steps * a_us + factor * n / (b_gbs * 1e3)) * slower
    algbw = n / t_us / 1e3
    return t_us, algbw, algbw * factor


def sizes(lo, hi, f):
    n = lo
    while n <= hi:
        yield n
        n *= f


ELEM = {"float": 4, "half": 2}


def count_of(op, n, p, dtype):
    c = n // ELEM[dtype]
    # all_gather / reduce_scatter report the per-rank count (size = count x nranks)
    return c // p if op in ("all_gather", "reduce_scatter", "alltoall") else c


def current_table(op, p, a_us, b_gbs, lo, hi, f=2, dtype="float", redop="sum", root=-1,
                  check=True, wrong=None):
    """Rows as common.cu/util.cu print them (writeBenchmarkLine*)."""
    out = []
    out.append("#\n")
    out.append("# %10s  %12s  %8s  %6s  %6s           out-of-place                       in-place          \n"
               % ("", "", "", "", ""))
    out.append("# %10s  %12s  %8s  %6s  %6s  %7s  %6s  %6s  %6s  %7s  %6s  %6s  %6s %*s\n"
               % ("size", "count", "type", "redop", "root", "time", "algbw", "busbw", "#wrong",
                  "time", "algbw", "busbw", "#wrong", 0, ""))
    out.append("# %10s  %12s  %8s  %6s  %6s  %7s  %6s  %6s  %6s  %7s  %6s  %6s  %6s %*s\n"
               % ("(B)", "(elements)", "", "", "", "(us)", "(GB/s)", "(GB/s)", "", "(us)",
                  "(GB/s)", "(GB/s)", "", 0, ""))
    bws = []
    for n in sizes(lo, hi, f):
        line = "%12li  %12li  %8s  %6s  %6s" % (n, count_of(op, n, p, dtype), dtype, redop,
                                               "%6i" % root)
        for side, slower in ((0, 1.0), (1, 1.01)):
            t, alg, bus = figures(op, p, n, a_us, b_gbs, slower)
            bws.append(bus)
            w = 0 if wrong is None else wrong.get(n, 0)
            if check:
                line += "  %7s  %6s  %6s  %6g" % (float_str(t, 7), float_str(alg, 6),
                                                  float_str(bus, 6), w)
            else:
                line += "  %7s  %6s  %6s    N/A" % (float_str(t, 7), float_str(alg, 6),
                                                    float_str(bus, 6))
        out.append(line + "\n")
    return out, sum(bws[0::2]) / len(bws[0::2])


def footer(avg, name, oob=0):
    return ["# %-20s : %d %s\n" % ("Out of bounds values", oob, "FAILED" if oob else "OK"),
            "# %-20s : %g %s\n" % ("Avg bus bandwidth", avg, ""),
            "#\n",
            "# Collective test concluded: %s\n" % name,
            "#\n"]


def banner(name, nthread, ngpus, lo, hi):
    return ["# nccl-tests version 2.17.1 nccl-headers=22703 nccl-library=22703\n",
            "# Collective test starting: %s\n" % name,
            "# nThread %d nGpus %d minBytes %d maxBytes %d step: 2(factor) warmup iters: 5 "
            "iters: 20 agg iters: 1 validation: 1 graph: 0 unalign: 0\n" % (nthread, ngpus, lo, hi),
            "#\n"]


def rank_lines(p, per_node, hosts, name="NVIDIA H100 80GB HBM3"):
    out = ["# Using devices\n"]
    buses = ["0000:18:00", "0000:2a:00", "0000:3a:00", "0000:5d:00",
             "0000:9a:00", "0000:ab:00", "0000:ba:00", "0000:db:00"]
    for r in range(p):
        node, dev = divmod(r, per_node)
        out.append("#  Rank %2d Group %2d Pid %6d on %10s device %2d [%s] %s\n"
                   % (r, 0, 41000 + r, hosts[node], dev, buses[dev], name))
    return out


def write(name, lines):
    with open(name, "w") as f:
        f.write("".join(lines))


# 1. Current layout, all_reduce_perf, 8 GPUs in one node: a = 8 us, B = 360 GB/s.
rows, avg = current_table("all_reduce", 8, 8.0, 360.0, 8, 8 << 30, f=8)
write("current_allreduce_8gpu.txt",
      banner("all_reduce_perf", 1, 8, 8, 8 << 30) + rank_lines(8, 8, ["gpu-a01"]) + rows
      + footer(avg, "all_reduce_perf"))

# 2. Older layout (nccl-tests 2.0-2.10 era): no root column, "error" instead of #wrong,
#    all_gather_perf, 4 GPUs: a = 10 us, B = 120 GB/s. Row format "%12li  %12li  %6s  %6s"
#    then "  %7.2f  %6.2f  %6.2f  %5.0le" per side.
old = ["# nThread 1 nGpus 4 minBytes 1024 maxBytes 67108864 step: 4(factor) warmup iters: 5 "
       "iters: 20 validation: 1\n", "#\n", "# Using devices\n"]
for r in range(4):
    old.append("#   Rank %2d Pid %6d on %10s device %2d [0x%02x] Tesla V100-SXM2-32GB\n"
               % (r, 3100 + r, "v100-node", r, 0x1a + r))
old += ["#\n",
        "# %10s  %12s  %6s  %6s            out-of-place                       in-place          \n"
        % ("", "", "", ""),
        "# %10s  %12s  %6s  %6s  %7s  %6s  %6s  %5s  %7s  %6s  %6s  %5s\n"
        % ("size", "count", "type", "redop", "time", "algbw", "busbw", "error", "time", "algbw",
           "busbw", "error"),
        "# %10s  %12s  %6s  %6s  %7s  %6s  %6s  %5s  %7s  %6s  %6s  %5s\n"
        % ("(B)", "(elements)", "", "", "(us)", "(GB/s)", "(GB/s)", "", "(us)", "(GB/s)",
           "(GB/s)", "")]
bw = []
for n in sizes(1024, 64 << 20, 4):
    line = "%12li  %12li  %6s  %6s" % (n, n // 4 // 4, "float", "none")
    for slower in (1.0, 1.02):
        t, alg, bus = figures("all_gather", 4, n, 10.0, 120.0, slower)
        line += "  %7.2f  %6.2f  %6.2f  %5.0le" % (t, alg, bus, 0.0)
    bw.append(figures("all_gather", 4, n, 10.0, 120.0)[2])
    old.append(line + "\n")
old += ["# Out of bounds values : 0 OK\n", "# Avg bus bandwidth    : %g \n" % (sum(bw) / len(bw)),
        "#\n"]
write("old_all_gather_error.txt", old)

# 3. N/A (data check off, -c 0): broadcast_perf, root 0, 8 GPUs: a = 6 us, B = 300 GB/s.
rows, avg = current_table("broadcast", 8, 6.0, 300.0, 1 << 20, 256 << 20, f=2, redop="none",
                          root=0, check=False)
write("na_broadcast.txt", banner("broadcast_perf", 1, 8, 1 << 20, 256 << 20)
      + rank_lines(8, 8, ["gpu-b07"]) + rows + footer(avg, "broadcast_perf"))

# 4. 16 GPUs over 2 nodes (MPI, one rank per GPU), InfiniBand hints in NCCL INFO lines
#    before the table: a = 12 us, B = 46 GB/s (docs/CATALOG.md: 46-48 GB/s per 400G NIC).
info = ["ib-n01:41000:41000 [0] NCCL INFO Bootstrap : Using ib0:10.10.0.1<0>\n",
        "ib-n01:41000:41000 [0] NCCL INFO NET/Plugin: No plugin found (libnccl-net.so)\n",
        "ib-n01:41000:41000 [0] NCCL INFO NET/IB : Using [0]mlx5_0:1/IB [1]mlx5_1:1/IB "
        "[2]mlx5_2:1/IB [3]mlx5_3:1/IB ; OOB ib0:10.10.0.1<0>\n",
        "ib-n01:41000:41000 [0] NCCL INFO Using network IB\n",
        "ib-n01:41000:41077 [0] NCCL INFO comm 0x5581c0 rank 0 nranks 16 cudaDev 0 busId 18000 "
        "- Init COMPLETE\n"]
rows, avg = current_table("all_reduce", 16, 12.0, 46.0, 1 << 10, 16 << 30, f=2)
write("multirank_allreduce_16gpu.txt",
      ["# nccl-tests version 2.17.1 nccl-headers=22703 nccl-library=22703\n",
       "# Collective test starting: all_reduce_perf\n",
       "# nThread 1 nGpus 1 minBytes 1024 maxBytes 17179869184 step: 2(factor) warmup iters: 5 "
       "iters: 20 agg iters: 1 validation: 1 graph: 0 unalign: 0\n", "#\n"]
      + rank_lines(16, 8, ["ib-n01", "ib-n02"]) + info + rows + footer(avg, "all_reduce_perf"))

# 5. Open MPI --tag-output prefixes "[1,r]<stdout>:" on every line: reduce_scatter_perf,
#    16 GPUs on 2 nodes, no transport hint: a = 15 us, B = 40 GB/s.
rows, avg = current_table("reduce_scatter", 16, 15.0, 40.0, 1 << 16, 1 << 30, f=4)
body = banner("reduce_scatter_perf", 1, 1, 1 << 16, 1 << 30) \
    + rank_lines(16, 8, ["node-17", "node-18"]) + rows + footer(avg, "reduce_scatter_perf")
pre = ["[1,0]<stdout>:" + l for l in body]
pre.insert(6, "[1,3]<stderr>:node-17:41003:41003 [3] NCCL INFO cudaDriverVersion 12040\n")
write("mpi_prefixed_reducescatter.txt", pre)

# 6. NCCL_DEBUG=INFO output interleaved with the table (RoCE link layer): all_reduce_perf
#    16 GPUs: a = 14 us, B = 44 GB/s.
rows, avg = current_table("all_reduce", 16, 14.0, 44.0, 1 << 20, 1 << 30, f=2)
noise = banner("all_reduce_perf", 1, 8, 1 << 20, 1 << 30) + rank_lines(16, 8, ["eth-a", "eth-b"])
noise += ["eth-a:5101:5101 [0] NCCL INFO NCCL_IB_GID_INDEX set by environment to 3.\n",
          "eth-a:5101:5101 [0] NCCL INFO NET/IB : Using [0]mlx5_0:1/RoCE [1]mlx5_1:1/RoCE ; "
          "OOB eth0:192.168.10.1<0>\n"]
for i, l in enumerate(rows):
    noise.append(l)
    if i >= 4 and i % 3 == 0:
        noise.append("eth-a:5101:%d [%d] NCCL INFO Channel %02d/0 : %d[%d] -> %d[%d] "
                     "[send] via NET/IB/0/GDRDMA\n" % (5150 + i, i % 8, i, i % 8, i % 8,
                                                        8 + i % 8, i % 8))
noise += footer(avg, "all_reduce_perf")
write("noise_allreduce_roce.txt", noise)

# 7. Two tests in one file, each after the shell command that ran it: all_reduce_perf
#    (no banner, as older versions print) and alltoall_perf (with banner), 8 GPUs.
r1, avg1 = current_table("all_reduce", 8, 8.0, 360.0, 1 << 20, 64 << 20, f=4)
r2, avg2 = current_table("alltoall", 8, 9.0, 330.0, 1 << 20, 64 << 20, f=4, redop="none")
two = ["$ ./build/all_reduce_perf -b 1M -e 64M -f 4 -g 8\n",
       "# nThread 1 nGpus 8 minBytes 1048576 maxBytes 67108864 step: 4(factor) warmup iters: 5 "
       "iters: 20 agg iters: 1 validation: 1 graph: 0\n", "#\n"] + rank_lines(8, 8, ["gpu-c03"]) \
    + r1 + ["# Out of bounds values : 0 OK\n", "# Avg bus bandwidth    : %g \n" % avg1, "#\n", "\n",
            "$ ./build/alltoall_perf -b 1M -e 64M -f 4 -g 8\n"] \
    + banner("alltoall_perf", 1, 8, 1 << 20, 64 << 20) + rank_lines(8, 8, ["gpu-c03"]) + r2 \
    + footer(avg2, "alltoall_perf")
write("two_tests.txt", two)

# 8. JSON (-J), the object util.cu writes: all_gather_perf, 8 GPUs: a = 7 us,
#    B = 340 GB/s. Root is written as the formatted string "%6i"; nwrong as %lf.
res = []
bws = []
for n in sizes(1 << 20, 512 << 20, 8):
    rec = {"size": n, "count": n // 4 // 8, "type": "float", "redop": "none", "root": "%6i" % -1}
    for key, slower in (("out_of_place", 1.0), ("in_place", 1.01)):
        t, alg, bus = figures("all_gather", 8, n, 7.0, 340.0, slower)
        rec[key] = {"time": float("%f" % t), "alg_bw": float("%f" % alg),
                    "bus_bw": float("%f" % bus), "nwrong": 0.0}
        if key == "out_of_place":
            bws.append(bus)
    rec["actual_iterations"] = 20
    rec["experiment_name"] = "all_gather_perf"
    res.append(rec)
doc = {"version": 2, "start_time": "2025-03-14 09:26:53",
       "args": ["./build/all_gather_perf", "-b", "1M", "-e", "512M", "-f", "8", "-g", "8",
                "-J", "ag.json"],
       "env": ["PATH=/usr/bin", "NCCL_IB_HCA=mlx5_0,mlx5_1,mlx5_2,mlx5_3"],
       "nccl_version": 22703,
       "config": {"nthreads": 1, "ngpus": 8, "minimum_bytes": 1 << 20,
                  "maximum_bytes": 512 << 20, "step_factor": 8, "warmup_iters": 5,
                  "iterations": 20, "aggregated_iterations": 1, "validation": 1, "graph": 0,
                  "blocking_collectives": "false", "per_iter_timing": "false",
                  "parallel_init": "false",
                  "devices": [{"rank": r, "group": 0, "pid": 7700, "hostname": "gpu-d11",
                               "device": r, "device_hex": "0000:%02x:00" % (0x18 + 16 * r),
                               "device_info": "NVIDIA H100 80GB HBM3"} for r in range(8)]},
       "results": res,
       "out_of_bounds": {"count": 0, "okay": "true"},
       "average_bus_bandwidth": {"bandwidth": sum(bws) / len(bws), "okay": "unchecked"},
       "errors": [], "end_time": "2025-03-14 09:27:30"}
with open("json_allgather.json", "w") as f:
    json.dump(doc, f, separators=(",", ":"))

# 9. A table cut short in the middle of a row (the job was killed): all_reduce_perf,
#    8 GPUs, no footer.
rows, avg = current_table("all_reduce", 8, 8.0, 360.0, 1 << 20, 1 << 30, f=2)
cut = rows[:4 + 7]                      # header (4 lines) + 7 full rows
cut.append(rows[4 + 7][:60])            # the 8th row stops after 60 characters
write("truncated_allreduce.txt",
      banner("all_reduce_perf", 1, 8, 1 << 20, 1 << 30) + rank_lines(8, 8, ["gpu-e02"]) + cut)

# 10. Not nccl-tests output: a build log.
write("not_nccl.txt", [
    "-- The CXX compiler identification is GNU 12.2.0\n",
    "-- Detecting CXX compiler ABI info - done\n",
    "[ 12%] Building CXX object core/CMakeFiles/fp_core.dir/model.cpp.o\n",
    "[ 25%] Linking CXX static library libfp_core.a\n",
    "Total time 8.12 s, 1024 files, 3 warnings\n"])
