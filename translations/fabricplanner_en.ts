<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>fp</name>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>some</source>
        <translation>some</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>expert</translation>
    </message>
    <message>
        <source>Two fabric technologies (InfiniBand and Ethernet): two sets of procedures, spares and tools.</source>
        <translation>Two fabric technologies (InfiniBand and Ethernet): two sets of procedures, spares and tools.</translation>
    </message>
    <message>
        <source>One fabric technology.</source>
        <translation>One fabric technology.</translation>
    </message>
    <message numerus="yes">
        <source>%n vendor(s) of switches and NICs.</source>
        <translation>
            <numerusform>%n vendor of switches and NICs.</numerusform>
            <numerusform>%n vendors of switches and NICs.</numerusform>
        </translation>
    </message>
    <message>
        <source>RoCE needs a lossless class kept consistent on %1 ports: PFC, ECN, DCQCN, DSCP trust and PFC buffer headroom per port.</source>
        <translation>RoCE needs a lossless class kept consistent on %1 ports: PFC, ECN, DCQCN, DSCP trust and PFC buffer headroom per port.</translation>
    </message>
    <message>
        <source>No RoCE fabric: no lossless Ethernet configuration.</source>
        <translation>No RoCE fabric: no lossless Ethernet configuration.</translation>
    </message>
    <message>
        <source>No InfiniBand fabric: no subnet manager to run.</source>
        <translation>No InfiniBand fabric: no subnet manager to run.</translation>
    </message>
    <message>
        <source>The InfiniBand subnet manager runs on the switches (on-board SM); it must still be made redundant and watched.</source>
        <translation>The InfiniBand subnet manager runs on the switches (on-board SM); it must still be made redundant and watched.</translation>
    </message>
    <message>
        <source>%1 InfiniBand experience</source>
        <translation>%1 InfiniBand experience</translation>
    </message>
    <message>
        <source>%1 RoCE experience</source>
        <translation>%1 RoCE experience</translation>
    </message>
    <message>
        <source>No InfiniBand or RoCE fabric: no specific skills needed.</source>
        <translation>No InfiniBand or RoCE fabric: no specific skills needed.</translation>
    </message>
    <message>
        <source>The team has %1; each technology in use with no experience earns %2 points, with some experience %3.</source>
        <translation>The team has %1; each technology in use with no experience earns %2 points, with some experience %3.</translation>
    </message>
    <message>
        <source> and </source>
        <translation> and </translation>
    </message>
    <message>
        <source>%1 cables and %2 transceivers to install, label and replace.</source>
        <translation>%1 cables and %2 transceivers to install, label and replace.</translation>
    </message>
    <message>
        <source>Lossless (PFC) priority for RoCE traffic</source>
        <translation>Lossless (PFC) priority for RoCE traffic</translation>
    </message>
    <message>
        <source>Congestion notification packets (CNP), strict priority</source>
        <translation>Congestion notification packets (CNP), strict priority</translation>
    </message>
    <message>
        <source>Trust mode on switch and NIC ports</source>
        <translation>Trust mode on switch and NIC ports</translation>
    </message>
    <message>
        <source>ECN marking minimum threshold</source>
        <translation>ECN marking minimum threshold</translation>
    </message>
    <message>
        <source>%1 KB</source>
        <translation>%1 KB</translation>
    </message>
    <message>
        <source>ECN marking maximum threshold</source>
        <translation>ECN marking maximum threshold</translation>
    </message>
    <message>
        <source>Congestion control on the NICs</source>
        <translation>Congestion control on the NICs</translation>
    </message>
    <message>
        <source>RoCEv2 UDP destination port</source>
        <translation>RoCEv2 UDP destination port</translation>
    </message>
    <message>
        <source>RoCE MTU</source>
        <translation>RoCE MTU</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 bytes</translation>
    </message>
    <message>
        <source>%1 bytes (%2 KB)</source>
        <translation>%1 bytes (%2 KB)</translation>
    </message>
    <message>
        <source>The network draws %1 W; with a PUE of %2 over 8,760 hours that is %3 kWh, or %4 EUR a year at %5 EUR/kWh.</source>
        <translation>The network draws %1 W; with a PUE of %2 over 8,760 hours that is %3 kWh, or %4 EUR a year at %5 EUR/kWh.</translation>
    </message>
    <message>
        <source>Over %1 years the network costs %2 EUR: capital %3 EUR plus %4 EUR energy and %5 EUR support (%6 % of capital) per year.</source>
        <translation>Over %1 years the network costs %2 EUR: capital %3 EUR plus %4 EUR energy and %5 EUR support (%6 % of capital) per year.</translation>
    </message>
    <message>
        <source>The generated fabric cannot be re-planned: %1</source>
        <translation>The generated fabric cannot be re-planned: %1</translation>
    </message>
    <message>
        <source>One more unit of %1 GPUs cannot be built with the chosen switch.</source>
        <translation>One more unit of %1 GPUs cannot be built with the chosen switch.</translation>
    </message>
    <message>
        <source>InfiniBand</source>
        <translation>InfiniBand</translation>
    </message>
    <message>
        <source>Ethernet (RoCE)</source>
        <translation>Ethernet (RoCE)</translation>
    </message>
    <message>
        <source>an unnamed fabric</source>
        <translation>an unnamed fabric</translation>
    </message>
    <message>
        <source>check adaptive routing, the subnet manager&apos;s routing engine, cable and port errors, and NIC placement (one NIC per GPU on the same PCIe switch)</source>
        <translation>check adaptive routing, the subnet manager&apos;s routing engine, cable and port errors, and NIC placement (one NIC per GPU on the same PCIe switch)</translation>
    </message>
    <message>
        <source>check load balancing (ECMP hashing or adaptive routing), PFC/ECN settings and NIC placement (one NIC per GPU on the same PCIe switch)</source>
        <translation>check load balancing (ECMP hashing or adaptive routing), PFC/ECN settings and NIC placement (one NIC per GPU on the same PCIe switch)</translation>
    </message>
    <message>
        <source>check load balancing, congestion control settings and NIC placement</source>
        <translation>check load balancing, congestion control settings and NIC placement</translation>
    </message>
    <message>
        <source>Measured busbw at %1 is %2 % of the modelled value (%3 against %4 GB/s)</source>
        <translation>Measured busbw at %1 is %2 % of the modelled value (%3 against %4 GB/s)</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>%1: the model is conservative for this fabric; consider using the calibrated figures for this variant.</source>
        <translation>%1: the model is conservative for this fabric; consider using the calibrated figures for this variant.</translation>
    </message>
    <message>
        <source>%1: measurement and model agree within 10 %.</source>
        <translation>%1: measurement and model agree within 10 %.</translation>
    </message>
    <message>
        <source>The times do not grow with the message size, so no bandwidth can be fitted.</source>
        <translation>The times do not grow with the message size, so no bandwidth can be fitted.</translation>
    </message>
    <message>
        <source>Run %1 of %2 (%3, %4 GPUs on %5)</source>
        <translation>Run %1 of %2 (%3, %4 GPUs on %5)</translation>
    </message>
    <message>
        <source>unknown operation</source>
        <translation>unknown operation</translation>
    </message>
    <message>
        <source>%1: no calibration. %2</source>
        <translation>%1: no calibration. %2</translation>
    </message>
    <message>
        <source>%1: a least-squares fit of the alpha-beta model over %2 sizes gives a latency of %3 µs per step and a bus bandwidth of %4 GB/s per GPU (root-mean-square error %5 %).</source>
        <translation>%1: a least-squares fit of the alpha-beta model over %2 sizes gives a latency of %3 µs per step and a bus bandwidth of %4 GB/s per GPU (root-mean-square error %5 %).</translation>
    </message>
    <message>
        <source>The times of the smallest sizes do not show a latency the model can fit, so the latency was set to 0 and only the bandwidth was fitted.</source>
        <translation>The times of the smallest sizes do not show a latency the model can fit, so the latency was set to 0 and only the bandwidth was fitted.</translation>
    </message>
    <message>
        <source>The run&apos;s table was cut short or lost rows; the fit uses the %1 sizes that were read.</source>
        <translation>The run&apos;s table was cut short or lost rows; the fit uses the %1 sizes that were read.</translation>
    </message>
    <message>
        <source>All GPUs of this run are in one node: it measures NVLink, not the network fabric.</source>
        <translation>All GPUs of this run are in one node: it measures NVLink, not the network fabric.</translation>
    </message>
    <message>
        <source>The fitted bandwidth is %1 % of the %2 GB/s line rate per GPU (%3 Gb/s).</source>
        <translation>The fitted bandwidth is %1 % of the %2 GB/s line rate per GPU (%3 Gb/s).</translation>
    </message>
    <message>
        <source>No calibration for %1: %2</source>
        <translation>No calibration for %1: %2</translation>
    </message>
    <message>
        <source>Measurements on %1 give a latency of %2 µs per step and a bus bandwidth of %3 GB/s per GPU.</source>
        <translation>Measurements on %1 give a latency of %2 µs per step and a bus bandwidth of %3 GB/s per GPU.</translation>
    </message>
    <message>
        <source>That is %1 % of the %2 Gb/s line rate per GPU.</source>
        <translation>That is %1 % of the %2 Gb/s line rate per GPU.</translation>
    </message>
    <message>
        <source>All runs are within one node, so the figures describe NVLink rather than the network fabric.</source>
        <translation>All runs are within one node, so the figures describe NVLink rather than the network fabric.</translation>
    </message>
    <message>
        <source>The step breakdown needs compute, communication and overlap times of 0 seconds or more.</source>
        <translation>The step breakdown needs compute, communication and overlap times of 0 seconds or more.</translation>
    </message>
    <message>
        <source>The overlap (%1 s) cannot be longer than the compute time (%2 s) or the communication time (%3 s).</source>
        <translation>The overlap (%1 s) cannot be longer than the compute time (%2 s) or the communication time (%3 s).</translation>
    </message>
    <message>
        <source>The step breakdown adds up to a step of 0 seconds.</source>
        <translation>The step breakdown adds up to a step of 0 seconds.</translation>
    </message>
    <message>
        <source>Of a measured step of %1 s, %2 s is communication that compute does not hide (%3 s of %4 s overlaps): the network holds up %5 % of the step.</source>
        <translation>Of a measured step of %1 s, %2 s is communication that compute does not hide (%3 s of %4 s overlaps): the network holds up %5 % of the step.</translation>
    </message>
    <message>
        <source>The file &quot;%1&quot; does not exist.</source>
        <translation>The file &quot;%1&quot; does not exist.</translation>
    </message>
    <message>
        <source>The file &quot;%1&quot; cannot be read: %2</source>
        <translation>The file &quot;%1&quot; cannot be read: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a FabricPlanner project: the JSON is invalid at byte %2 (%3).</source>
        <translation>&quot;%1&quot; is not a FabricPlanner project: the JSON is invalid at byte %2 (%3).</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid FabricPlanner project: %2</source>
        <translation>&quot;%1&quot; is not a valid FabricPlanner project: %2</translation>
    </message>
    <message>
        <source>LLM pre-training</source>
        <translation>LLM pre-training</translation>
    </message>
    <message>
        <source>fine-tuning</source>
        <translation>fine-tuning</translation>
    </message>
    <message>
        <source>inference</source>
        <translation>inference</translation>
    </message>
    <message>
        <source>mixed HPC</source>
        <translation>mixed HPC</translation>
    </message>
    <message>
        <source>leaf</source>
        <translation>leaf</translation>
    </message>
    <message>
        <source>spine</source>
        <translation>spine</translation>
    </message>
    <message>
        <source>core</source>
        <translation>core</translation>
    </message>
    <message>
        <source>NVLink switch</source>
        <translation>NVLink switch</translation>
    </message>
    <message numerus="yes">
        <source>In %n year(s) the plan is %1 GPUs: no fabric of the chosen switch can be built that large.</source>
        <translation>
            <numerusform>In %n year the plan is %1 GPUs: no fabric of the chosen switch can be built that large.</numerusform>
            <numerusform>In %n years the plan is %1 GPUs: no fabric of the chosen switch can be built that large.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>In %n year(s) the plan is %1 GPUs: the fabric then needs a %2-tier design (%3-tier now) and its network costs EUR %4.</source>
        <translation>
            <numerusform>In %n year the plan is %1 GPUs: the fabric then needs a %2-tier design (%3-tier now) and its network costs EUR %4.</numerusform>
            <numerusform>In %n years the plan is %1 GPUs: the fabric then needs a %2-tier design (%3-tier now) and its network costs EUR %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>With %n tier(s) the fabric takes up to %1 GPUs (%2 now); another spine is needed after %3 more GPUs.</source>
        <translation>
            <numerusform>With %n tier the fabric takes up to %1 GPUs (%2 now); another spine is needed after %3 more GPUs.</numerusform>
            <numerusform>With %n tiers the fabric takes up to %1 GPUs (%2 now); another spine is needed after %3 more GPUs.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>In %n year(s) the plan is %1 GPUs: the free ports of the drawn fabric take them.</source>
        <translation>
            <numerusform>In %n year the plan is %1 GPUs: the free ports of the drawn fabric take them.</numerusform>
            <numerusform>In %n years the plan is %1 GPUs: the free ports of the drawn fabric take them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>PFC headroom per %1 Gb/s port, %2 m cable, MTU %3 (%Ln link(s))</source>
        <translation>
            <numerusform>PFC headroom per %1 Gb/s port, %2 m cable, MTU %3 (%Ln link)</numerusform>
            <numerusform>PFC headroom per %1 Gb/s port, %2 m cable, MTU %3 (%Ln links)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: cannot be read: %2</source>
        <translation>%1: cannot be read: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>no nccl-tests results found</source>
        <translation>no nccl-tests results found</translation>
    </message>
    <message>
        <source>Import nccl-tests logs</source>
        <translation>Import nccl-tests logs</translation>
    </message>
    <message>
        <source>No nccl-tests logs (*.txt, *.log, *.json) were found in %1.</source>
        <translation>No nccl-tests logs (*.txt, *.log, *.json) were found in %1.</translation>
    </message>
    <message>
        <source>Nothing was imported:
%1</source>
        <translation>Nothing was imported:
%1</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n nccl-tests run(s)</source>
        <translation>
            <numerusform>Imported %n nccl-tests run</numerusform>
            <numerusform>Imported %n nccl-tests runs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n warning(s): %1)</source>
        <translation>
            <numerusform>(%n warning: %1)</numerusform>
            <numerusform>(%n warnings: %1)</numerusform>
        </translation>
    </message>
    <message>
        <source>These files were not imported:
%1</source>
        <translation>These files were not imported:
%1</translation>
    </message>
    <message>
        <source>%1 line %2</source>
        <translation>%1 line %2</translation>
    </message>
    <message>
        <source>%1: the same results are already in the project as run %2 (the log was imported before); they are not imported again.</source>
        <translation>%1: the same results are already in the project as run %2 (the log was imported before); they are not imported again.</translation>
    </message>
    <message>
        <source>%1 line %2: %3</source>
        <translation>%1 line %2: %3</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is out of range (%3)</source>
        <translation>%1 &quot;%2&quot; is out of range (%3)</translation>
    </message>
    <message>
        <source>0 to %1 bytes</source>
        <translation>0 to %1 bytes</translation>
    </message>
    <message>
        <source>%1 to %2 GPUs</source>
        <translation>%1 to %2 GPUs</translation>
    </message>
    <message>
        <source>0 to %1 microseconds</source>
        <translation>0 to %1 microseconds</translation>
    </message>
    <message>
        <source>0 to %1 GB/s</source>
        <translation>0 to %1 GB/s</translation>
    </message>
    <message>
        <source>the JSON output is larger than %1 MiB; nccl-tests writes far less.</source>
        <translation>the JSON output is larger than %1 MiB; nccl-tests writes far less.</translation>
    </message>
    <message>
        <source>a binary file, not nccl-tests output.</source>
        <translation>a binary file, not nccl-tests output.</translation>
    </message>
    <message>
        <source>this looks like JSON but cannot be read: %1. A JSON file cut short cannot be imported; use the text output instead.</source>
        <translation>this looks like JSON but cannot be read: %1. A JSON file cut short cannot be imported; use the text output instead.</translation>
    </message>
    <message>
        <source>JSON but not nccl-tests output: it has no &quot;results&quot; list.</source>
        <translation>JSON but not nccl-tests output: it has no &quot;results&quot; list.</translation>
    </message>
    <message>
        <source>the file is empty: there is no nccl-tests output to read.</source>
        <translation>the file is empty: there is no nccl-tests output to read.</translation>
    </message>
    <message>
        <source>the log has more lines than can be counted.</source>
        <translation>the log has more lines than can be counted.</translation>
    </message>
    <message>
        <source>%1: the same results as %2, read before (the same log given twice).</source>
        <translation>%1: the same results as %2, read before (the same log given twice).</translation>
    </message>
    <message>
        <source>it is not a regular file (a pipe, device or socket)</source>
        <translation>it is not a regular file (a pipe, device or socket)</translation>
    </message>
    <message>
        <source>A well-configured fabric reaches 92-96 % (github.com/NVIDIA/nccl-tests/issues/290): %1.</source>
        <translation>A well-configured fabric reaches 92-96 % (github.com/NVIDIA/nccl-tests/issues/290): %1.</translation>
    </message>
    <message numerus="yes">
        <source>At least one switch needs %n cage(s) more than it has for the modules and cables counted at it: the cabling cannot be built as drawn.</source>
        <translation>
            <numerusform>At least one switch needs %n cage more than it has for the modules and cables counted at it: the cabling cannot be built as drawn.</numerusform>
            <numerusform>At least one switch needs %n cages more than it has for the modules and cables counted at it: the cabling cannot be built as drawn.</numerusform>
        </translation>
    </message>
    <message>
        <source>point-to-point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>latency, not bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVLink</source>
        <translation>NVLink</translation>
    </message>
    <message>
        <source>NVLink SHARP in the NVSwitches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the NICs of each NVLink domain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the LL protocol&apos;s bandwidth limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVLink SHARP all-reduce at %1 GB/s algorithm bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no NVLink SHARP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the fabric has no taper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all-to-all crosses the %1:1 taper because the job spans more than one leaf; rings and trees placed rail-aligned stay on their rail and do not pay it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1:1 taper is not crossed because the job fits under one leaf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each GPU reaches the network at %1 GB/s through its NIC, %2 GB/s after the efficiency of %3; each NVLink domain of %4 GPUs has %5 GB/s of NICs; %6. An all-to-all gets %7 GB/s per GPU (bisection share %8 GB/s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The InfiniBand switches reduce in the network (SHARP, assumption sharp-enabled): NCCL can use CollNet and NVLS across nodes, where each domain sends its data once instead of twice and the latency does not grow with the cluster. It needs the SHARP aggregation manager (UFM).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No in-network reduction: SHARP needs InfiniBand switches that support it on the whole compute fabric and assumption sharp-enabled = 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On two NVLink domains NCCL&apos;s tree (or NVLSTree) sends each domain&apos;s data over the network once instead of twice, so its bus bandwidth can exceed the NICs&apos; ring bound. Beyond two domains this effect is gone: a 2-node pilot overstates larger clusters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An all-reduce of %1 over %2 GPUs takes %3 ms with %4/%5 (%6 µs of it latency): %7 GB/s algorithm bandwidth, %8 GB/s bus bandwidth (nccl-tests definition); limited by %9.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the latency (no run had small enough sizes), so NCCL&apos;s latencies stand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The calibrating runs do not measure %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; nor </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calibrated from measurement: the per-NIC efficiency (x %1) and NCCL&apos;s latencies (x %2) scaled so that the model fits %3 sizes of %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The design has no GPUs on a compute fabric, so no collective times are computed.</source>
        <translation type="unfinished">The design has no GPUs on a compute fabric, so no collective times are computed.</translation>
    </message>
    <message>
        <source>None</source>
        <translation type="unfinished">None</translation>
    </message>
    <message>
        <source>Some</source>
        <translation type="unfinished">Some</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation type="unfinished">Expert</translation>
    </message>
    <message>
        <source>Fine-tuning</source>
        <translation type="unfinished">Fine-tuning</translation>
    </message>
    <message>
        <source>Inference</source>
        <translation type="unfinished">Inference</translation>
    </message>
    <message>
        <source>Mixed HPC</source>
        <translation type="unfinished">Mixed HPC</translation>
    </message>
    <message>
        <source>compute</source>
        <translation type="unfinished">compute</translation>
    </message>
    <message>
        <source>storage</source>
        <translation type="unfinished">storage</translation>
    </message>
    <message>
        <source>front-end</source>
        <translation type="unfinished">front-end</translation>
    </message>
    <message>
        <source>management</source>
        <translation type="unfinished">management</translation>
    </message>
    <message>
        <source>Ethernet</source>
        <translation>Ethernet</translation>
    </message>
    <message>
        <source>Lossless class and adaptive routing</source>
        <translation type="unfinished">Lossless class and adaptive routing</translation>
    </message>
    <message>
        <source>Lossless class, plain ECMP</source>
        <translation type="unfinished">Lossless class, plain ECMP</translation>
    </message>
    <message>
        <source>Untuned</source>
        <translation type="unfinished">Untuned</translation>
    </message>
    <message>
        <source>Rail-optimized</source>
        <translation type="unfinished">Rail-optimized</translation>
    </message>
    <message>
        <source>Fat tree</source>
        <translation type="unfinished">Fat tree</translation>
    </message>
    <message>
        <source>aggregation</source>
        <translation type="unfinished">aggregation</translation>
    </message>
    <message>
        <source>Leaf</source>
        <translation type="unfinished">Leaf</translation>
    </message>
    <message>
        <source>Aggregation</source>
        <translation type="unfinished">Aggregation</translation>
    </message>
    <message>
        <source>Spine</source>
        <translation type="unfinished">Spine</translation>
    </message>
    <message>
        <source>Core</source>
        <translation type="unfinished">Core</translation>
    </message>
    <message>
        <source>passive copper (DAC)</source>
        <translation type="unfinished">passive copper (DAC)</translation>
    </message>
    <message>
        <source>active copper</source>
        <translation type="unfinished">active copper</translation>
    </message>
    <message>
        <source>active optical (AOC)</source>
        <translation type="unfinished">active optical (AOC)</translation>
    </message>
    <message>
        <source>transceiver</source>
        <translation type="unfinished">transceiver</translation>
    </message>
    <message>
        <source>fibre</source>
        <translation type="unfinished">fibre</translation>
    </message>
    <message>
        <source>primary source</source>
        <translation type="unfinished">primary source</translation>
    </message>
    <message>
        <source>secondary source</source>
        <translation type="unfinished">secondary source</translation>
    </message>
    <message>
        <source>estimate</source>
        <translation type="unfinished">estimate</translation>
    </message>
    <message>
        <source>derived</source>
        <translation type="unfinished">derived</translation>
    </message>
    <message>
        <source>your figure</source>
        <translation type="unfinished">your figure</translation>
    </message>
    <message>
        <source>P</source>
        <translation type="unfinished">P</translation>
    </message>
    <message>
        <source>S</source>
        <translation type="unfinished">S</translation>
    </message>
    <message>
        <source>E</source>
        <translation type="unfinished">E</translation>
    </message>
    <message>
        <source>D</source>
        <translation type="unfinished">D</translation>
    </message>
    <message>
        <source>U</source>
        <translation type="unfinished">U</translation>
    </message>
    <message>
        <source>Switch</source>
        <translation>Switch</translation>
    </message>
    <message>
        <source>NIC</source>
        <translation type="unfinished">NIC</translation>
    </message>
    <message>
        <source>Transceiver</source>
        <translation type="unfinished">Transceiver</translation>
    </message>
    <message>
        <source>Cable</source>
        <translation>Cable</translation>
    </message>
    <message>
        <source>Appliance</source>
        <translation type="unfinished">Appliance</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation type="unfinished">Licence</translation>
    </message>
    <message>
        <source>Spare</source>
        <translation type="unfinished">Spare</translation>
    </message>
    <message>
        <source>Managed devices</source>
        <translation>Managed devices</translation>
    </message>
    <message>
        <source>Fabric technologies</source>
        <translation type="unfinished">Fabric technologies</translation>
    </message>
    <message>
        <source>Vendors</source>
        <translation>Vendors</translation>
    </message>
    <message>
        <source>Lossless Ethernet configuration</source>
        <translation type="unfinished">Lossless Ethernet configuration</translation>
    </message>
    <message>
        <source>InfiniBand subnet manager</source>
        <translation type="unfinished">InfiniBand subnet manager</translation>
    </message>
    <message>
        <source>Team skill gap</source>
        <translation type="unfinished">Team skill gap</translation>
    </message>
    <message>
        <source>Cables and optics</source>
        <translation>Cables and optics</translation>
    </message>
    <message>
        <source>Tooling and monitoring</source>
        <translation>Tooling and monitoring</translation>
    </message>
    <message>
        <source>the job&apos;s nodes are placed at random (assumption job-placement-random = 1), so rings, trees and all-to-all all cross the %1:1 taper and run at 1/%1 of the NIC rate across it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The step-time model covers training; for inference the KV-cache transfers and per-token expert all-to-all are not modelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No model plan is given (parameters, layers, hidden size, sequence length and global batch), so the step time is not modelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TP %1 x PP %2 x DP %3 does not make the job&apos;s %4 GPUs, so the step time is not modelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The expert-parallel size %1 does not divide the data-parallel size %2, so the step time is not modelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One step of the plan (TP %1 x PP %2 x DP %3 on %4 GPUs) takes %5 s: %6 s compute (with a %7 % pipeline bubble) and %8 s communication that compute does not hide (data-parallel gradients %9 s of %10 s, tensor-parallel %11 s, pipeline %12 s, expert all-to-all %13 s), %14 % of the step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If the %1 GPUs run jobs like this all year, the exposed communication costs %2 GPU-hours a year, EUR %3 at EUR %4 per GPU-hour (gpu-hour-cost-eur).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The assumption %1 is unknown, so the step time is not modelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The design has no nodes: the search needs the cluster&apos;s GPUs and node type.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The design has nodes of %1 node types (%2); the search builds clusters of one node type.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The design has %1 GPUs; the search handles at most %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plan could not be built into a project.</source>
        <translation>The plan could not be built into a project.</translation>
    </message>
    <message>
        <source>a switch has no on-board subnet manager</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more nodes than the on-board subnet manager&apos;s limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SHARP, which the on-board subnet manager does not run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write &quot;%1&quot;: %2</source>
        <translation>cannot write &quot;%1&quot;: %2</translation>
    </message>
    <message numerus="yes">
        <source>In %n year(s) the plan is %1 GPUs: one plane would need another tier, two planes of %2 tiers cost less (%3-tier now, every link above the leaves rewired) and the network costs EUR %4.</source>
        <translation>
            <numerusform>In %n year the plan is %1 GPUs: one plane would need another tier, two planes of %2 tiers cost less (%3-tier now, every link above the leaves rewired) and the network costs EUR %4.</numerusform>
            <numerusform>In %n years the plan is %1 GPUs: one plane would need another tier, two planes of %2 tiers cost less (%3-tier now, every link above the leaves rewired) and the network costs EUR %4.</numerusform>
        </translation>
    </message>
    <message>
        <source>largest RoCE path MTU (assumption)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot make the folder &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network rack %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row %1, rack %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source> and %n more</source>
        <translation>
            <numerusform> and %n more</numerusform>
            <numerusform> and %n more</numerusform>
        </translation>
    </message>
    <message>
        <source>This fabric was drawn by hand: it has no generation settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Names given by hand: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Objects added by hand: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Objects deleted by hand come back: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Names given by hand to objects the new design does not have: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fabric cannot be rebuilt from its own settings, so hand edits cannot be told apart: every change to its switches, links and nodes is replaced.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Links of other fabrics to the replaced nodes: %n.</source>
        <translation>
            <numerusform>Links of other fabrics to the replaced nodes: %n.</numerusform>
            <numerusform>Links of other fabrics to the replaced nodes: %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>The compute fabric has no generator settings (drawn by hand, or changed by the variant), so it cannot be generated again on two planes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Lengths or cables given by hand on %n link(s) the new design still has.</source>
        <translation>
            <numerusform>Length or cable given by hand on %n link the new design still has.</numerusform>
            <numerusform>Lengths or cables given by hand on %n links the new design still has.</numerusform>
        </translation>
    </message>
    <message>
        <source>One tier: no switches between the units to move to Ethernet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Switch part chosen by hand on %n switch(es).</source>
        <translation>
            <numerusform>Switch part chosen by hand on %n switch.</numerusform>
            <numerusform>Switch part chosen by hand on %n switches.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Switch part chosen by hand on %n switch(es) (not in the new design, a new part asked for, or too few ports).</source>
        <translation>
            <numerusform>Switch part chosen by hand on %n switch (not in the new design, a new part asked for, or too few ports).</numerusform>
            <numerusform>Switch part chosen by hand on %n switches (not in the new design, a new part asked for, or too few ports).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Role changed by hand on %n switch(es).</source>
        <translation>
            <numerusform>Role changed by hand on %n switch.</numerusform>
            <numerusform>Role changed by hand on %n switches.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Repeat changed by hand on %n group(s) (the GPU count setting decides).</source>
        <translation>
            <numerusform>Repeat changed by hand on %n group (the GPU count setting decides).</numerusform>
            <numerusform>Repeat changed by hand on %n groups (the GPU count setting decides).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Lengths or cables given by hand on %n link(s) the new design does not have.</source>
        <translation>
            <numerusform>Lengths or cables given by hand on %n link the new design does not have.</numerusform>
            <numerusform>Lengths or cables given by hand on %n links the new design does not have.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Links drawn by hand: %n.</source>
        <translation>
            <numerusform>Links drawn by hand: %n.</numerusform>
            <numerusform>Links drawn by hand: %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Links drawn or changed by hand that do not fit the new design: %n.</source>
        <translation>
            <numerusform>Links drawn or changed by hand that do not fit the new design: %n.</numerusform>
            <numerusform>Links drawn or changed by hand that do not fit the new design: %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Links deleted by hand: %n.</source>
        <translation>
            <numerusform>Links deleted by hand: %n.</numerusform>
            <numerusform>Links deleted by hand: %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Links deleted or changed by hand that the new design has anew: %n.</source>
        <translation>
            <numerusform>Links deleted or changed by hand that the new design has anew: %n.</numerusform>
            <numerusform>Links deleted or changed by hand that the new design has anew: %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Positions of %n object(s) moved by hand.</source>
        <translation>
            <numerusform>Positions of %n object moved by hand.</numerusform>
            <numerusform>Positions of %n objects moved by hand.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Positions of %n object(s) moved by hand that the new design does not have.</source>
        <translation>
            <numerusform>Positions of %n object moved by hand that the new design does not have.</numerusform>
            <numerusform>Positions of %n objects moved by hand that the new design does not have.</numerusform>
        </translation>
    </message>
    <message>
        <source>Inside each NVLink domain of %1 GPUs: a ring at %2 GB/s bus bandwidth (assumption nvlink-busbw-*), %3; %4 domains exchange over the network. The NVLink hops and the network hops of an algorithm are one pipeline, so the slowest hop sets the bandwidth (NCCL 2.30 tuning model).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>In %n year(s) the plan is %1 GPUs: more than the %2 the drawn fabric&apos;s free ports take; leaves and possibly a tier must be added, which is not planned for a fabric without generator settings (drawn or changed by hand, or changed by the variant).</source>
        <translation>
            <numerusform>In %n year the plan is %1 GPUs: more than the %2 the drawn fabric&apos;s free ports take; leaves and possibly a tier must be added, which is not planned for a fabric without generator settings (drawn or changed by hand, or changed by the variant).</numerusform>
            <numerusform>In %n years the plan is %1 GPUs: more than the %2 the drawn fabric&apos;s free ports take; leaves and possibly a tier must be added, which is not planned for a fabric without generator settings (drawn or changed by hand, or changed by the variant).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A network step costs NCCL&apos;s %1 µs (Ring/Simple, assumption nccl-net-latency-ring-simple-us) plus %Ln switch hop(s) x %2 ns, twice for the Simple protocol (NCCL counts the network path again for the flush). A ring pays one step per domain, a tree or NVLSTree 2 x log2(%3) steps, so at small sizes NCCL picks a tree and the LL or LL128 protocol.</source>
        <translation>
            <numerusform>A network step costs NCCL&apos;s %1 µs (Ring/Simple, assumption nccl-net-latency-ring-simple-us) plus %Ln switch hop x %2 ns, twice for the Simple protocol (NCCL counts the network path again for the flush). A ring pays one step per domain, a tree or NVLSTree 2 x log2(%3) steps, so at small sizes NCCL picks a tree and the LL or LL128 protocol.</numerusform>
            <numerusform>A network step costs NCCL&apos;s %1 µs (Ring/Simple, assumption nccl-net-latency-ring-simple-us) plus %Ln switch hops x %2 ns, twice for the Simple protocol (NCCL counts the network path again for the flush). A ring pays one step per domain, a tree or NVLSTree 2 x log2(%3) steps, so at small sizes NCCL picks a tree and the LL or LL128 protocol.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The calibrating runs span at most %Ln NVLink domain(s) while this cluster has %1: on two domains NCCL&apos;s tree sends each domain&apos;s data once, which the model separates from the per-NIC efficiency, but congestion and routing at scale are not in a small run. Treat the calibrated figures as optimistic until a run on more nodes confirms them.</source>
        <translation>
            <numerusform>The calibrating runs span at most %Ln NVLink domain while this cluster has %1: on two domains NCCL&apos;s tree sends each domain&apos;s data once, which the model separates from the per-NIC efficiency, but congestion and routing at scale are not in a small run. Treat the calibrated figures as optimistic until a run on more nodes confirms them.</numerusform>
            <numerusform>The calibrating runs span at most %Ln NVLink domains while this cluster has %1: on two domains NCCL&apos;s tree sends each domain&apos;s data once, which the model separates from the per-NIC efficiency, but congestion and routing at scale are not in a small run. Treat the calibrated figures as optimistic until a run on more nodes confirms them.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2, %3) to configure, upgrade and monitor; the full weight is reached at %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln managed device(s)</source>
        <translation>
            <numerusform>%Ln managed device</numerusform>
            <numerusform>%Ln managed devices</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln switch(es)</source>
        <translation>
            <numerusform>%Ln switch</numerusform>
            <numerusform>%Ln switches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln appliance(s)</source>
        <translation>
            <numerusform>%Ln appliance</numerusform>
            <numerusform>%Ln appliances</numerusform>
        </translation>
    </message>
    <message>
        <source>The drawn fabric has %1 (%2 in all): room for %3 of %4, %5, before leaves must be added.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln free leaf port(s)</source>
        <translation>
            <numerusform>%Ln free leaf port</numerusform>
            <numerusform>%Ln free leaf ports</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln free switch port(s)</source>
        <translation>
            <numerusform>%Ln free switch port</numerusform>
            <numerusform>%Ln free switch ports</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln more node(s)</source>
        <translation>
            <numerusform>%Ln more node</numerusform>
            <numerusform>%Ln more nodes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln NIC port(s)</source>
        <translation>
            <numerusform>%Ln NIC port</numerusform>
            <numerusform>%Ln NIC ports</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln GPU(s)</source>
        <translation>
            <numerusform>%Ln GPU</numerusform>
            <numerusform>%Ln GPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The fit needs at least two message sizes with a time and a known operation; %Ln usable row(s) given.</source>
        <translation>
            <numerusform>The fit needs at least two message sizes with a time and a known operation; %Ln usable row given.</numerusform>
            <numerusform>The fit needs at least two message sizes with a time and a known operation; %Ln usable rows given.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Calibrated from measurement: least-squares fit of the alpha-beta model (Thakur, Rabenseifner, Gropp 2005) to %1 sizes of %Ln run(s) (%2).</source>
        <translation>
            <numerusform>Calibrated from measurement: least-squares fit of the alpha-beta model (Thakur, Rabenseifner, Gropp 2005) to %1 sizes of %Ln run (%2).</numerusform>
            <numerusform>Calibrated from measurement: least-squares fit of the alpha-beta model (Thakur, Rabenseifner, Gropp 2005) to %1 sizes of %Ln runs (%2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Left out of the fit for failing the nccl-tests data check: %Ln size(s).</source>
        <translation>
            <numerusform>Left out of the fit for failing the nccl-tests data check: %Ln size.</numerusform>
            <numerusform>Left out of the fit for failing the nccl-tests data check: %Ln sizes.</numerusform>
        </translation>
    </message>
    <message>
        <source>The compute fabric already has %1 planes, with each NIC&apos;s ports on them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No public price for an NVIDIA Skyway GA100 was found: enter a quote.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No public power figure for an NVIDIA Skyway GA100 was found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>With %n tier(s) the fabric takes up to %1 GPUs (%2 now); the spines are full, so the next GPUs need another spine.</source>
        <translation>
            <numerusform>With %n tier the fabric takes up to %1 GPUs (%2 now); the spines are full, so the next GPUs need another spine.</numerusform>
            <numerusform>With %n tiers the fabric takes up to %1 GPUs (%2 now); the spines are full, so the next GPUs need another spine.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The InfiniBand subnet manager runs outside the switches (%1): %n UFM appliance(s) to install, make redundant and upgrade.</source>
        <translation>
            <numerusform>The InfiniBand subnet manager runs outside the switches (%1): %n UFM appliance to install, make redundant and upgrade.</numerusform>
            <numerusform>The InfiniBand subnet manager runs outside the switches (%1): %n UFM appliances to install, make redundant and upgrade.</numerusform>
        </translation>
    </message>
    <message>
        <source>NVIDIA Cumulus Linux 5.8 RoCE page; Onyx RoCE commands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>InfiniBand expertise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RoCE expertise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>InfiniBand inside each unit, Ethernet between units: the job spans units, and InfiniBand verbs do not cross the InfiniBand-to-Ethernet gateways, which forward IP. NCCL runs one network transport for the whole job, so every network step goes over its socket transport (TCP): the network bandwidth is taken at %1 of line rate (assumption nccl-socket-efficiency), with no RDMA and no SHARP. A job inside one unit keeps InfiniBand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>UFM and fabric telemetry for InfiniBand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PFC, ECN and CNP counters for RoCE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>switch telemetry for Ethernet</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Monitoring and tooling for %n fabric technolog(ies) (%1).</source>
        <translation>
            <numerusform>Monitoring and tooling for %n fabric technology (%1).</numerusform>
            <numerusform>Monitoring and tooling for %n fabric technologies (%1).</numerusform>
        </translation>
    </message>
    <message>
        <source>Collectives calibrated from measurement %1: with the algorithms NCCL would pick, %2 sizes fit best with a per-NIC efficiency of %3 % of line rate (catalogue: %4 %) and NCCL&apos;s latencies x %5 (RMS error %6 %).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the NICs&apos; bandwidth (no run was limited by the network; NVLink set the pace), so the catalogue&apos;s per-NIC efficiency stands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The measurements do not calibrate the network: no run spans more than one NVLink domain with at least two sizes, so the catalogue&apos;s figures stand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The network costs %1 EUR (%2 EUR per GPU, %3 % of the cluster&apos;s %4 EUR), at catalogue prices of %5 or earlier.</source>
        <translation>The network costs %1 EUR (%2 EUR per GPU, %3 % of the cluster&apos;s %4 EUR), at catalogue prices of %5 or earlier.</translation>
    </message>
    <message>
        <source>The catalogue has no price for %1: the capital cost, the cost per GPU and the TCO leave them out and are incomplete (a lower bound) until a quote is entered.</source>
        <translation>The catalogue has no price for %1: the capital cost, the cost per GPU and the TCO leave them out and are incomplete (a lower bound) until a quote is entered.</translation>
    </message>
    <message>
        <source>The catalogue has no price for %1: the cluster&apos;s capital cost and the network&apos;s share of it are unknown until a quote is entered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The catalogue has no power figure for %1: the network power, the energy and the TCO leave them out and are incomplete (a lower bound) until a vendor figure is entered.</source>
        <translation>The catalogue has no power figure for %1: the network power, the energy and the TCO leave them out and are incomplete (a lower bound) until a vendor figure is entered.</translation>
    </message>
    <message>
        <source>No catalogue part was found for %1; the bill of materials leaves them out.</source>
        <translation>No catalogue part was found for %1; the bill of materials leaves them out.</translation>
    </message>
    <message>
        <source>Some links are longer than any catalogue cable or module reaches; the longest-reaching part was counted.</source>
        <translation>Some links are longer than any catalogue cable or module reaches; the longest-reaching part was counted.</translation>
    </message>
    <message>
        <source>The catalogue has no node type like %1 with dual-port NICs on %2; single-port NICs on two planes still lose the GPU on a failed switch&apos;s rail.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The node type &quot;%1&quot; is not in the catalogue or has no GPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The catalogue gives no tensor throughput for the GPU, so the step time is not modelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n 100GbE active optical cable(s) of 10 m: two uplinks from each of the %1 out-of-band management switches to the in-band network, as NVIDIA&apos;s DGX BasePOD reference architecture has them.</source>
        <translation>
            <numerusform>%n 100GbE active optical cable of 10 m: two uplinks from each of the %1 out-of-band management switches to the in-band network, as NVIDIA&apos;s DGX BasePOD reference architecture has them.</numerusform>
            <numerusform>%n 100GbE active optical cables of 10 m: two uplinks from each of the %1 out-of-band management switches to the in-band network, as NVIDIA&apos;s DGX BasePOD reference architecture has them.</numerusform>
        </translation>
    </message>
    <message>
        <source>The design has no front-end (in-band) fabric: the in-band switch ports they take are not counted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>They take %1 of the %2 free ports of the front-end fabric&apos;s top tier.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The front-end fabric&apos;s top tier has %1 free ports for them: %2 more are needed (a larger or an additional front-end switch, not on this bill).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With 1 tier the fabric takes up to %1 GPUs (%2 now); its switches are full, so the next GPUs need a second tier.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With 1 tier the fabric takes up to %1 GPUs (%2 now); a second tier is needed after %3 more GPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The drawn fabric has %1 (%2 in all): no room for another node; leaves must be added first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>adaptive routing and congestion control on the storage fabric, which the on-board subnet manager does not run</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n 1GbE patch cord(s) of the out-of-band management network: one from each of the %1 nodes&apos; BMCs, the management ports of the %2 switches, %3 UFM appliances and %4 gateways, and the %5 rack PDUs to an out-of-band management switch.</source>
        <translation>
            <numerusform>%n 1GbE patch cord of the out-of-band management network: one from each of the %1 nodes&apos; BMCs, the management ports of the %2 switches, %3 UFM appliances and %4 gateways, and the %5 rack PDUs to an out-of-band management switch.</numerusform>
            <numerusform>%n 1GbE patch cords of the out-of-band management network: one from each of the %1 nodes&apos; BMCs, the management ports of the %2 switches, %3 UFM appliances and %4 gateways, and the %5 rack PDUs to an out-of-band management switch.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n out-of-band management switch(es) (%1) for the %2 network racks: the management ports of their %3 central switches, %4 UFM appliances and %5 gateways and their %6 PDUs, %7 ports on switches of %8 (a unit&apos;s leaves are on its own management switches).</source>
        <translation>
            <numerusform>%n out-of-band management switch (%1) for the %2 network racks: the management ports of their %3 central switches, %4 UFM appliances and %5 gateways and their %6 PDUs, %7 ports on switches of %8 (a unit&apos;s leaves are on its own management switches).</numerusform>
            <numerusform>%n out-of-band management switches (%1) for the %2 network racks: the management ports of their %3 central switches, %4 UFM appliances and %5 gateways and their %6 PDUs, %7 ports on switches of %8 (a unit&apos;s leaves are on its own management switches).</numerusform>
        </translation>
    </message>
    <message>
        <source>If the %1 GPUs run jobs like this all year, the exposed communication costs %2 GPU-hours a year, EUR %3 at EUR %4 per GPU-hour (the cluster&apos;s own cost per GPU-hour as drawn).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be built again: the nodes of this design have no ports for it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The next increment is one scalable unit as the generator builds it (%5 nodes, %1 GPUs); it adds EUR %2 of network (EUR %3 per added GPU) to the EUR %4 of the network now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>They include %n management port(s) of the rack-scale racks&apos; NVLink switch trays and power shelves.</source>
        <translation>
            <numerusform>They include %n management port of the rack-scale racks&apos; NVLink switch trays and power shelves.</numerusform>
            <numerusform>They include %n management ports of the rack-scale racks&apos; NVLink switch trays and power shelves.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n UFM appliance(s) run the InfiniBand subnet manager in a high-availability pair per fabric and plane (each plane is a subnet of its own; %1 managed nodes), because of: %2. A UFM Enterprise licence per node is not counted: it has no public price (enter a quote).</source>
        <translation>
            <numerusform>%n UFM appliance runs the InfiniBand subnet manager in a high-availability pair per fabric and plane (each plane is a subnet of its own; %1 managed nodes), because of: %2. A UFM Enterprise licence per node is not counted: it has no public price (enter a quote).</numerusform>
            <numerusform>%n UFM appliances run the InfiniBand subnet manager in a high-availability pair per fabric and plane (each plane is a subnet of its own; %1 managed nodes), because of: %2. A UFM Enterprise licence per node is not counted: it has no public price (enter a quote).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Past %1 GPUs a tier is added on %n plane(s) (%2 instead of %3): the network cost per GPU steps from EUR %4 at %1 GPUs to EUR %5 at %6.</source>
        <translation>
            <numerusform>Past %1 GPUs a tier is added on %n plane (%2 instead of %3): the network cost per GPU steps from EUR %4 at %1 GPUs to EUR %5 at %6.</numerusform>
            <numerusform>Past %1 GPUs a tier is added on %n planes (%2 instead of %3): the network cost per GPU steps from EUR %4 at %1 GPUs to EUR %5 at %6.</numerusform>
        </translation>
    </message>
    <message>
        <source>The InfiniBand subnet manager runs outside the switches (%1): OpenSM on two control-plane servers, one instance per plane, to install, make redundant and upgrade.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the subnet manager&apos;s and the switches&apos; telemetry for InfiniBand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switches</source>
        <translation type="unfinished">Switches</translation>
    </message>
    <message>
        <source>NICs</source>
        <translation type="unfinished">NICs</translation>
    </message>
    <message>
        <source>Optics (transceivers)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cables and fibres</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Appliances</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Licences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spares</source>
        <translation type="unfinished">Spares</translation>
    </message>
    <message>
        <source>The growth plan builds its %1 GPUs on %2 planes of %3 tiers instead, which costs less (EUR %4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The InfiniBand subnet manager runs as OpenSM (with SHARP&apos;s aggregation manager where SHARP is on) as master and standby on two of the cluster&apos;s control-plane servers, one instance per plane on each, because of: %1. A fabric of at most %2 nodes, or planes of at most %3 node ports each, needs no UFM appliance (NVIDIA&apos;s DGX BasePOD RA, 2 to 16 nodes of 8 compute ports in one subnet, has none); those servers belong to every variant&apos;s cluster, and neither they nor their fabric ports and cables are in the network&apos;s bill.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n InfiniBand-to-Ethernet gateway(s) (NVIDIA Skyway GA100, 2U each, in the central network racks) carry the %1 Gb/s each way between the InfiniBand and the Ethernet switches, at %2 Gb/s each way each; price and power unknown. The gateway forwards IP, not RDMA: a job that spans units runs NCCL&apos;s socket transport (TCP) on every network step, as the collective times take it.</source>
        <translation>
            <numerusform>%n InfiniBand-to-Ethernet gateway (NVIDIA Skyway GA100, 2U, in the central network racks) carries the %1 Gb/s each way between the InfiniBand and the Ethernet switches, at %2 Gb/s each way; price and power unknown. The gateway forwards IP, not RDMA: a job that spans units runs NCCL&apos;s socket transport (TCP) on every network step, as the collective times take it.</numerusform>
            <numerusform>%n InfiniBand-to-Ethernet gateways (NVIDIA Skyway GA100, 2U each, in the central network racks) carry the %1 Gb/s each way between the InfiniBand and the Ethernet switches, at %2 Gb/s each way each; price and power unknown. The gateway forwards IP, not RDMA: a job that spans units runs NCCL&apos;s socket transport (TCP) on every network step, as the collective times take it.</numerusform>
        </translation>
    </message>
    <message>
        <source>No priced part in the catalogue fits the 100 Gb/s ports of an NVIDIA Skyway GA100: enter a quote.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The modules of a gateway port&apos;s cable run have no power figure in the catalogue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each of the %1 gateways has %2 ports (half InfiniBand, half Ethernet), each with a cable run of its own to a leaf or a spine: %3 runs, listed at an unknown price. The leaf and spine ends are counted with the links as drawn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cluster&apos;s own cost is %1 EUR per GPU-hour: a year of its capital cost (%2 EUR over %3 years), the energy of nodes and network (%4 EUR), the network&apos;s support (%5 EUR), the servers&apos; support (%6 EUR, %7 % of their price) and data-centre space for %8 kW of IT load (%9 EUR), over %10 GPUs x 8,760 hours. Staff is not included.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fp::AnalysisWidget</name>
    <message>
        <source>Updating the comparison…</source>
        <translation>Updating the comparison…</translation>
    </message>
    <message>
        <source>Up to date. Click a figure to see how it was computed.</source>
        <translation>Up to date. Click a figure to see how it was computed.</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Charts</translation>
    </message>
    <message>
        <source>The four variants side by side</source>
        <translation>The four variants side by side</translation>
    </message>
    <message>
        <source>Bus bandwidth, cost and complexity per variant</source>
        <translation>Bus bandwidth, cost and complexity per variant</translation>
    </message>
    <message>
        <source>All-reduce bus bandwidth as nccl-tests defines it, modelled per variant; imported measurements as points. Click a line for its explanation.</source>
        <translation>All-reduce bus bandwidth as nccl-tests defines it, modelled per variant; imported measurements as points. Click a line for its explanation.</translation>
    </message>
    <message>
        <source>Network capital cost and TCO per variant. Click a bar for the cost explanation.</source>
        <translation>Network capital cost and TCO per variant. Click a bar for the cost explanation.</translation>
    </message>
    <message>
        <source>Management complexity score per variant (0-100). Click a bar for its factors.</source>
        <translation>Management complexity score per variant (0-100). Click a bar for its factors.</translation>
    </message>
    <message>
        <source>Click a figure in the table or a bar or line in the charts to see how it was computed and what it rests on.</source>
        <translation>Click a figure in the table or a bar or line in the charts to see how it was computed and what it rests on.</translation>
    </message>
    <message>
        <source>Recommended</source>
        <translation>Recommended</translation>
    </message>
    <message>
        <source>The recommendation appears when the first comparison is ready.</source>
        <translation>The recommendation appears when the first comparison is ready.</translation>
    </message>
    <message>
        <source>Recommended: &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>Recommended: &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>All reasons…</source>
        <translation>All reasons…</translation>
    </message>
    <message>
        <source>Measured (%1)</source>
        <translation>Measured (%1)</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Measured</translation>
    </message>
    <message>
        <source>Message size</source>
        <translation>Message size</translation>
    </message>
    <message>
        <source>Bus bandwidth (GB/s)</source>
        <translation>Bus bandwidth (GB/s)</translation>
    </message>
    <message>
        <source>All-reduce bus bandwidth, %1 GPUs</source>
        <translation>All-reduce bus bandwidth, %1 GPUs</translation>
    </message>
    <message>
        <source>All-reduce bus bandwidth</source>
        <translation>All-reduce bus bandwidth</translation>
    </message>
    <message>
        <source>Capital cost</source>
        <translation>Capital cost</translation>
    </message>
    <message numerus="yes">
        <source>TCO over %n year(s)</source>
        <translation>
            <numerusform>TCO over %n year</numerusform>
            <numerusform>TCO over %n years</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 million</source>
        <translation>%1 million</translation>
    </message>
    <message>
        <source>Network cost per variant</source>
        <translation>Network cost per variant</translation>
    </message>
    <message>
        <source>Score (0-100)</source>
        <translation>Score (0-100)</translation>
    </message>
    <message>
        <source>Management complexity per variant</source>
        <translation>Management complexity per variant</translation>
    </message>
    <message>
        <source>Recommended: %1</source>
        <translation>Recommended: %1</translation>
    </message>
    <message>
        <source>Reasons:</source>
        <translation>Reasons:</translation>
    </message>
    <message>
        <source>What would change the recommendation:</source>
        <translation>What would change the recommendation:</translation>
    </message>
    <message>
        <source>No explanation was recorded.</source>
        <translation>No explanation was recorded.</translation>
    </message>
    <message>
        <source>The rest of this analysis:</source>
        <translation>The rest of this analysis:</translation>
    </message>
    <message>
        <source>Scoring table:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a valid comparison: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;No recommendation&lt;/b&gt;: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cumulative network TCO at the end of each year of the growth plan: the design now, the build-out to the 1- and 3-year targets, energy and support.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How far the lead of the recommended variant moves when one assumption goes to the low or the high end of its range; left of zero another variant would be recommended.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bill of materials</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every part of a variant&apos;s network, with part numbers and prices; filter and export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No recommendation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the power of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the price of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This figure leaves out parts the catalogue has no figure for:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(at least: prices unknown)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the time per all-reduce (logarithmic: small messages)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time per all-reduce from 8 B to 16 GiB, the column nccl-tests prints as time (us): below about 1 MiB the latency decides, where the bus bandwidth lies near zero.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time per all-reduce (µs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-reduce time, %1 GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-reduce time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recommended: &lt;b&gt;%1&lt;/b&gt;, by a narrow margin</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fp::Bandwidth</name>
    <message>
        <source>first half of the nodes in group order vs the rest</source>
        <translation>first half of the nodes in group order vs the rest</translation>
    </message>
    <message>
        <source>even vs odd nodes in group order</source>
        <translation>even vs odd nodes in group order</translation>
    </message>
    <message>
        <source>rails %1-%2 vs rails %3-%4</source>
        <translation>rails %1-%2 vs rails %3-%4</translation>
    </message>
    <message>
        <source>The design has no compute fabric with GPU nodes, so there is no bandwidth to analyse.</source>
        <translation>The design has no compute fabric with GPU nodes, so there is no bandwidth to analyse.</translation>
    </message>
    <message>
        <source>Each GPU can send %1 Gb/s into the compute fabric (%2 Gb/s per node); the %3 GPUs inject %4 Gb/s in total.</source>
        <translation>Each GPU can send %1 Gb/s into the compute fabric (%2 Gb/s per node); the %3 GPUs inject %4 Gb/s in total.</translation>
    </message>
    <message>
        <source>The bisection bandwidth is %1 Gb/s, the smallest maximum flow over %2 balanced cuts of the expanded fabric (the smallest was %3); that is %4 % of half the total injection (%5 Gb/s), or %6 Gb/s per GPU when every GPU on one side sends across the cut at once.</source>
        <translation>The bisection bandwidth is %1 Gb/s, the smallest maximum flow over %2 balanced cuts of the expanded fabric (the smallest was %3); that is %4 % of half the total injection (%5 Gb/s), or %6 Gb/s per GPU when every GPU on one side sends across the cut at once.</translation>
    </message>
    <message>
        <source>For comparison, a fat tree with %1 endpoint links of %2 Gb/s and a %3:1 taper carries N/2 x %2 / %3 = %4 Gb/s across its bisection (Al-Fares et al., SIGCOMM 2008).</source>
        <translation>For comparison, a fat tree with %1 endpoint links of %2 Gb/s and a %3:1 taper carries N/2 x %2 / %3 = %4 Gb/s across its bisection (Al-Fares et al., SIGCOMM 2008).</translation>
    </message>
    <message>
        <source>Inside an NVLink domain of %1 GPUs each %2 has %3 GB/s of NVLink bandwidth (catalogue), %4 times its network injection of %5 GB/s.</source>
        <translation>Inside an NVLink domain of %1 GPUs each %2 has %3 GB/s of NVLink bandwidth (catalogue), %4 times its network injection of %5 GB/s.</translation>
    </message>
    <message>
        <source>The fabric joins no two rails (rail-only): traffic between rails crosses each node&apos;s NVLink (NCCL&apos;s PXN), so the cut between rails, which the fabric carries nothing across, is not counted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tier %1 switches have %2:1 of downlink to uplink capacity at worst, %3:1 typically (median) and %4:1 over the tier as built; traffic that crosses this tier gets 1/%2 of the injection bandwidth in the worst case.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fp::BomView</name>
    <message>
        <source>Variant</source>
        <translation type="unfinished">Variant</translation>
    </message>
    <message>
        <source>Filter: part, category, detail…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export spreadsheet…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every variant&apos;s bill on its own sheet, with a summary (xlsx).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spares are lines of their own; &quot;unknown&quot; marks a figure the catalogue lacks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bill of the variant shown, only the lines the filter shows (CSV).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fp::BulkEdit</name>
    <message numerus="yes">
        <source>Connected rail by rail: %n link(s) added or widened.</source>
        <translation>
            <numerusform>Connected rail by rail: %n link added or widened.</numerusform>
            <numerusform>Connected rail by rail: %n links added or widened.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation type="unfinished">Nodes</translation>
    </message>
    <message>
        <source>Switches</source>
        <translation type="unfinished">Switches</translation>
    </message>
    <message>
        <source>Links</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Groups</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaf switches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spine switches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Core switches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fabric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Part</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Repeat the selection (× N):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make &amp;group × N...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn the selected nodes and switches into a group repeated N times (Ctrl+G)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;hange switch part</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect rail &amp;by rail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Se&amp;lect by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link the free NIC ports of the selected nodes to the selected leaves rail by rail (NIC i to leaf i mod leaves; with one leaf per rail and several units, the nodes are split over the units), and the selected leaves evenly to the selected spines (Ctrl+Shift+L)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arrang&amp;e</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In a &amp;row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the selected objects the height of the top-most one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In a &amp;column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the selected objects the place across of the left-most one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spread &amp;horizontally</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the left-most and right-most objects and space the others evenly between them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spread &amp;vertically</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the top-most and bottom-most objects and space the others evenly between them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let the members of the selected group leave it and remove the group; only a group repeated once (Ctrl+Shift+G)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ungr&amp;oup</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fp::Catalog</name>
    <message>
        <source>%1: field &apos;%2&apos; is missing</source>
        <translation>%1: field &apos;%2&apos; is missing</translation>
    </message>
    <message>
        <source>%1: field &apos;%2&apos; must be a string</source>
        <translation>%1: field &apos;%2&apos; must be a string</translation>
    </message>
    <message>
        <source>%1: field &apos;%2&apos; must not be empty</source>
        <translation>%1: field &apos;%2&apos; must not be empty</translation>
    </message>
    <message>
        <source>%1: field &apos;%2&apos; must be true or false</source>
        <translation>%1: field &apos;%2&apos; must be true or false</translation>
    </message>
    <message>
        <source>%1: field &apos;%2&apos; must be a positive integer</source>
        <translation>%1: field &apos;%2&apos; must be a positive integer</translation>
    </message>
    <message>
        <source>%1: field &apos;%2&apos; must be a positive number</source>
        <translation>%1: field &apos;%2&apos; must be a positive number</translation>
    </message>
    <message>
        <source>%1: field &apos;%2&apos; has unknown technology &apos;%3&apos; (expected &apos;infiniband&apos; or &apos;ethernet&apos;)</source>
        <translation>%1: field &apos;%2&apos; has unknown technology &apos;%3&apos; (expected &apos;infiniband&apos; or &apos;ethernet&apos;)</translation>
    </message>
    <message>
        <source>%1: field &apos;%2&apos; has unknown kind &apos;%3&apos; (expected &apos;passive-copper&apos;, &apos;active-copper&apos;, &apos;aoc&apos;, &apos;transceiver&apos; or &apos;fibre&apos;)</source>
        <translation>%1: field &apos;%2&apos; has unknown kind &apos;%3&apos; (expected &apos;passive-copper&apos;, &apos;active-copper&apos;, &apos;aoc&apos;, &apos;transceiver&apos; or &apos;fibre&apos;)</translation>
    </message>
    <message>
        <source>%1: field &apos;%2&apos; must be an object {value, tag, source} or {known: false, source}</source>
        <translation>%1: field &apos;%2&apos; must be an object {value, tag, source} or {known: false, source}</translation>
    </message>
    <message>
        <source>%1: field &apos;%2&apos;: &apos;known&apos; must be true or false</source>
        <translation>%1: field &apos;%2&apos;: &apos;known&apos; must be true or false</translation>
    </message>
    <message>
        <source>%1: field &apos;%2&apos; has no source (every figure needs one)</source>
        <translation>%1: field &apos;%2&apos; has no source (every figure needs one)</translation>
    </message>
    <message>
        <source>%1: field &apos;%2&apos; has no tag</source>
        <translation>%1: field &apos;%2&apos; has no tag</translation>
    </message>
    <message>
        <source>%1: field &apos;%2&apos; has unknown tag &apos;%3&apos; (expected &apos;primary&apos;, &apos;secondary&apos;, &apos;estimate&apos;, &apos;derived&apos; or &apos;user&apos;)</source>
        <translation>%1: field &apos;%2&apos; has unknown tag &apos;%3&apos; (expected &apos;primary&apos;, &apos;secondary&apos;, &apos;estimate&apos;, &apos;derived&apos; or &apos;user&apos;)</translation>
    </message>
    <message>
        <source>%1: field &apos;%2&apos; has no value</source>
        <translation>%1: field &apos;%2&apos; has no value</translation>
    </message>
    <message>
        <source>%1: field &apos;%2&apos;: value must be a number</source>
        <translation>%1: field &apos;%2&apos;: value must be a number</translation>
    </message>
    <message>
        <source>catalog format version %1 is newer than this program reads (%2)</source>
        <translation>catalog format version %1 is newer than this program reads (%2)</translation>
    </message>
    <message>
        <source>section &apos;%1&apos; must be an array</source>
        <translation>section &apos;%1&apos; must be an array</translation>
    </message>
    <message>
        <source>%1: entry must be an object</source>
        <translation>%1: entry must be an object</translation>
    </message>
    <message>
        <source>%1: field &apos;id&apos; must be lower case letters, digits, &apos;.&apos;, &apos;_&apos; or &apos;-&apos;</source>
        <translation>%1: field &apos;id&apos; must be lower case letters, digits, &apos;.&apos;, &apos;_&apos; or &apos;-&apos;</translation>
    </message>
    <message>
        <source>%1: field &apos;id&apos;: &apos;%2&apos; is already used by a shipped part or assumption</source>
        <translation>%1: field &apos;id&apos;: &apos;%2&apos; is already used by a shipped part or assumption</translation>
    </message>
    <message>
        <source>%1: field &apos;id&apos;: duplicate id &apos;%2&apos; (also in %3)</source>
        <translation>%1: field &apos;id&apos;: duplicate id &apos;%2&apos; (also in %3)</translation>
    </message>
    <message>
        <source>%1: field &apos;modes&apos; must be a non-empty array of {technology, ports, gbit_s}</source>
        <translation>%1: field &apos;modes&apos; must be a non-empty array of {technology, ports, gbit_s}</translation>
    </message>
    <message>
        <source>%1: field &apos;modes&apos; lists technology &apos;%2&apos; twice</source>
        <translation>%1: field &apos;modes&apos; lists technology &apos;%2&apos; twice</translation>
    </message>
    <message>
        <source>%1: field &apos;modes&apos; must be a non-empty array of {ports, gbit_s}</source>
        <translation>%1: field &apos;modes&apos; must be a non-empty array of {ports, gbit_s}</translation>
    </message>
    <message>
        <source>%1: field &apos;gpu&apos; refers to unknown GPU type &apos;%2&apos;</source>
        <translation>%1: field &apos;gpu&apos; refers to unknown GPU type &apos;%2&apos;</translation>
    </message>
    <message>
        <source>%1: field &apos;nic&apos; refers to unknown NIC type &apos;%2&apos;</source>
        <translation>%1: field &apos;nic&apos; refers to unknown NIC type &apos;%2&apos;</translation>
    </message>
    <message>
        <source>%1: field &apos;rail_of_nic&apos; must be an array of rail indexes</source>
        <translation>%1: field &apos;rail_of_nic&apos; must be an array of rail indexes</translation>
    </message>
    <message>
        <source>%1: field &apos;rail_of_nic&apos; has %2 entries but &apos;nic_count&apos; is %3</source>
        <translation>%1: field &apos;rail_of_nic&apos; has %2 entries but &apos;nic_count&apos; is %3</translation>
    </message>
    <message>
        <source>%1: field &apos;rail_of_nic&apos; must hold integers &gt;= 0</source>
        <translation>%1: field &apos;rail_of_nic&apos; must hold integers &gt;= 0</translation>
    </message>
    <message>
        <source>section &apos;defaults&apos; must be an object</source>
        <translation>section &apos;defaults&apos; must be an object</translation>
    </message>
    <message>
        <source>%1: field &apos;%2&apos; refers to unknown switch &apos;%3&apos;</source>
        <translation>%1: field &apos;%2&apos; refers to unknown switch &apos;%3&apos;</translation>
    </message>
    <message>
        <source>%1: field &apos;%2&apos;: switch &apos;%3&apos; is not %4</source>
        <translation>%1: field &apos;%2&apos;: switch &apos;%3&apos; is not %4</translation>
    </message>
    <message>
        <source>%1: field &apos;node_type&apos; refers to unknown node type &apos;%2&apos;</source>
        <translation>%1: field &apos;node_type&apos; refers to unknown node type &apos;%2&apos;</translation>
    </message>
    <message>
        <source>cannot open the shipped catalog %1: %2</source>
        <translation>cannot open the shipped catalog %1: %2</translation>
    </message>
    <message>
        <source>the shipped catalog is not valid JSON (offset %1): %2</source>
        <translation>the shipped catalog is not valid JSON (offset %1): %2</translation>
    </message>
    <message>
        <source>own parts: %1</source>
        <translation>own parts: %1</translation>
    </message>
    <message>
        <source>override of unknown assumption &apos;%1&apos;</source>
        <translation>override of unknown assumption &apos;%1&apos;</translation>
    </message>
    <message>
        <source>override of part &apos;%1&apos;: unknown field &apos;%2&apos; (expected one of %3)</source>
        <translation>override of part &apos;%1&apos;: unknown field &apos;%2&apos; (expected one of %3)</translation>
    </message>
    <message>
        <source>override of assumption &apos;%1&apos;: unknown field &apos;%2&apos; (expected &apos;value&apos;)</source>
        <translation>override of assumption &apos;%1&apos;: unknown field &apos;%2&apos; (expected &apos;value&apos;)</translation>
    </message>
    <message>
        <source>override of unknown part &apos;%1&apos; (field &apos;%2&apos;)</source>
        <translation>override of unknown part &apos;%1&apos; (field &apos;%2&apos;)</translation>
    </message>
    <message>
        <source>%1: field &apos;%2&apos;: %3</source>
        <translation>%1: field &apos;%2&apos;: %3</translation>
    </message>
    <message>
        <source>override of &apos;%1&apos; &apos;%2&apos;: %3</source>
        <translation>override of &apos;%1&apos; &apos;%2&apos;: %3</translation>
    </message>
    <message>
        <source>%1: field &apos;%2&apos;: &apos;rests_on&apos; must be a list of assumption ids</source>
        <translation>%1: field &apos;%2&apos;: &apos;rests_on&apos; must be a list of assumption ids</translation>
    </message>
    <message>
        <source>no tensor throughput given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: field &apos;storage_nic&apos; refers to unknown NIC type &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: field &apos;%2&apos;: &apos;lower_bound&apos; must be true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: field &apos;port_labels&apos; must map &quot;NIC/port&quot; (from 1, a NIC of the node type) to a label of 1 to 64 characters</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fp::Checker</name>
    <message>
        <source>node %1</source>
        <translation>node %1</translation>
    </message>
    <message>
        <source>switch %1</source>
        <translation>switch %1</translation>
    </message>
    <message>
        <source>The %1 with id %2 has an id that is missing, duplicated or not below the project&apos;s next id (%3).</source>
        <translation>The %1 with id %2 has an id that is missing, duplicated or not below the project&apos;s next id (%3).</translation>
    </message>
    <message>
        <source>Group &quot;%1&quot; is repeated %2 times; a group must be repeated at least once.</source>
        <translation>Group &quot;%1&quot; is repeated %2 times; a group must be repeated at least once.</translation>
    </message>
    <message>
        <source>%1 belongs to group %2, which does not exist.</source>
        <translation>%1 belongs to group %2, which does not exist.</translation>
    </message>
    <message>
        <source>%1 is of node type &quot;%2&quot;, which the catalogue does not have.</source>
        <translation>%1 is of node type &quot;%2&quot;, which the catalog does not have.</translation>
    </message>
    <message>
        <source>%1 is of switch type &quot;%2&quot;, which the catalogue does not have.</source>
        <translation>%1 is of switch type &quot;%2&quot;, which the catalog does not have.</translation>
    </message>
    <message>
        <source>%1 belongs to fabric %2, which does not exist.</source>
        <translation>%1 belongs to fabric %2, which does not exist.</translation>
    </message>
    <message>
        <source>%1 is a %2 switch in the %3 fabric &quot;%4&quot;.</source>
        <translation>%1 is a %2 switch in the %3 fabric &quot;%4&quot;.</translation>
    </message>
    <message>
        <source>NVLink domain &quot;%1&quot; lists node %2, which does not exist.</source>
        <translation>NVLink domain &quot;%1&quot; lists node %2, which does not exist.</translation>
    </message>
    <message>
        <source>NVLink domain &quot;%1&quot; spans GPUs of different types (%2 and %3); NVLink connects GPUs of one type only.</source>
        <translation>NVLink domain &quot;%1&quot; spans GPUs of different types (%2 and %3); NVLink connects GPUs of one type only.</translation>
    </message>
    <message>
        <source>NVLink domain &quot;%1&quot; holds %2, which is in another group than the domain.</source>
        <translation>NVLink domain &quot;%1&quot; holds %2, which is in another group than the domain.</translation>
    </message>
    <message>
        <source>%1 has no NIC %2 (its type has %3).</source>
        <translation>%1 has no NIC %2 (its type has %3).</translation>
    </message>
    <message>
        <source>NIC %1 of %2 is a %3, which does not support %4.</source>
        <translation>NIC %1 of %2 is a %3, which does not support %4.</translation>
    </message>
    <message>
        <source>NIC %1 of %2 has no port %3 in %4 mode (it has %5).</source>
        <translation>NIC %1 of %2 has no port %3 in %4 mode (it has %5).</translation>
    </message>
    <message>
        <source>Link %1 belongs to fabric %2, which does not exist.</source>
        <translation>Link %1 belongs to fabric %2, which does not exist.</translation>
    </message>
    <message>
        <source>Link %1 has %2 x %3 Gb/s over %4 m; a link needs at least one connection of a positive speed and a length of zero or more.</source>
        <translation>Link %1 has %2 x %3 Gb/s over %4 m; a link needs at least one connection of a positive speed and a length of zero or more.</translation>
    </message>
    <message>
        <source>Link %1 must end on a switch, but object %2 is not one.</source>
        <translation>Link %1 must end on a switch, but object %2 is not one.</translation>
    </message>
    <message>
        <source>Link %1 starts at object %2, which is neither a node nor a switch.</source>
        <translation>Link %1 starts at object %2, which is neither a node nor a switch.</translation>
    </message>
    <message>
        <source>Link %1 joins two different groups; links may only stay inside one group or go from a group to a switch outside any group.</source>
        <translation>Link %1 joins two different groups; links may only stay inside one group or go from a group to a switch outside any group.</translation>
    </message>
    <message>
        <source>Link %1 goes from an object outside any group into a group; draw it from the group member instead.</source>
        <translation>Link %1 goes from an object outside any group into a group; draw it from the group member instead.</translation>
    </message>
    <message>
        <source>Link %1 joins switches of two different fabrics.</source>
        <translation>Link %1 joins switches of two different fabrics.</translation>
    </message>
    <message>
        <source>Link %1 is in fabric &quot;%2&quot; but ends on a switch of another fabric.</source>
        <translation>Link %1 is in fabric &quot;%2&quot; but ends on a switch of another fabric.</translation>
    </message>
    <message>
        <source>Link %1 runs at %2 Gb/s, but the NIC port it starts at runs at %3 Gb/s.</source>
        <translation>Link %1 runs at %2 Gb/s, but the NIC port it starts at runs at %3 Gb/s.</translation>
    </message>
    <message>
        <source>Link %1 bundles %2 connections from one NIC port; a NIC port carries one link.</source>
        <translation>Link %1 bundles %2 connections from one NIC port; a NIC port carries one link.</translation>
    </message>
    <message>
        <source>Port %1 of NIC %2 on %3 is linked twice (links %4 and %5).</source>
        <translation>Port %1 of NIC %2 on %3 is linked twice (links %4 and %5).</translation>
    </message>
    <message>
        <source>%1 (%2) has no ports at %3 Gb/s, the speed of link %4.</source>
        <translation>%1 (%2) has no ports at %3 Gb/s, the speed of link %4.</translation>
    </message>
    <message>
        <source>%1 has %2 links but only %3 ports (%4).</source>
        <translation>%1 has %2 links but only %3 ports (%4).</translation>
    </message>
    <message>
        <source>%1 has no link to any fabric.</source>
        <translation>%1 has no link to any fabric.</translation>
    </message>
    <message>
        <source>%1 is in two NVLink domains (&quot;%2&quot; and &quot;%3&quot;); a node belongs to at most one.</source>
        <translation>%1 is in two NVLink domains (&quot;%2&quot; and &quot;%3&quot;); a node belongs to at most one.</translation>
    </message>
    <message>
        <source>Link %1 runs from %2 to itself.</source>
        <translation>Link %1 runs from %2 to itself.</translation>
    </message>
    <message>
        <source>%1 has %2 links at %3 Gb/s but only %4 ports at that speed (%5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link %1 takes ports %2 to %3 of %4, which has %5 ports at %6 Gb/s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link %1 is repeated %2 times by its group but numbers port %3 of %4, which only one copy can take; leave the port unnumbered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port %1 of %2 is taken by %3 links (%4); a port carries one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>object %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 to %3)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fp::Collectives</name>
    <message>
        <source>The compute fabric runs InfiniBand: the network bandwidth is taken at %1 of line rate (assumption %2).</source>
        <translation>The compute fabric runs InfiniBand: the network bandwidth is taken at %1 of line rate (assumption %2).</translation>
    </message>
    <message>
        <source>The compute fabric runs Ethernet/RoCE tuned as &quot;%1&quot;: the network bandwidth is taken at %2 (assumption %3) x %4 (assumption %5) = %6 of line rate.</source>
        <translation>The compute fabric runs Ethernet/RoCE tuned as &quot;%1&quot;: the network bandwidth is taken at %2 (assumption %3) x %4 (assumption %5) = %6 of line rate.</translation>
    </message>
    <message>
        <source>With one tier there are no paths between switches for ECMP to hash onto, so plain ECMP loses nothing to adaptive routing here.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fp::DesignWarnings</name>
    <message>
        <source>switch %1</source>
        <translation>switch %1</translation>
    </message>
    <message>
        <source>node %1</source>
        <translation>node %1</translation>
    </message>
    <message>
        <source>The link from %1 to %2 is %3 m long, but its cable %4 reaches only %5 m. Choose a longer-reaching cable (optics) or shorten the run.</source>
        <translation>The link from %1 to %2 is %3 m long, but its cable %4 reaches only %5 m. Choose a longer-reaching cable (optics) or shorten the run.</translation>
    </message>
    <message>
        <source>The link from %1 to %2 has no length of its own and gets the default of %3 m, but its cable %4 reaches only %5 m. Enter the real length or choose a longer-reaching cable.</source>
        <translation>The link from %1 to %2 has no length of its own and gets the default of %3 m, but its cable %4 reaches only %5 m. Enter the real length or choose a longer-reaching cable.</translation>
    </message>
    <message>
        <source>The Ethernet compute fabric &quot;%1&quot; runs RoCE untuned: without a lossless traffic class (PFC on the RoCE priority, ECN marking, DCQCN) and adaptive routing, collectives reach about %2 % of InfiniBand&apos;s bus bandwidth. Plan the lossless class from the RoCE checklist and set the fabric&apos;s tuning.</source>
        <translation>The Ethernet compute fabric &quot;%1&quot; runs RoCE untuned: without a lossless traffic class (PFC on the RoCE priority, ECN marking, DCQCN) and adaptive routing, collectives reach about %2 % of InfiniBand&apos;s bus bandwidth. Plan the lossless class from the RoCE checklist and set the fabric&apos;s tuning.</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is linked through only %2 of its %3 NICs (no link on NIC %4): the GPUs of the other rails have no NIC of their own on the fabric. Link the free NICs, one per rail, or remove the node&apos;s links.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The design has nodes but no switch, so no fabric connects them and there is no network to compare. Add leaf switches and link the nodes to them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 W</source>
        <translation>%1 W</translation>
    </message>
    <message>
        <source>The link from %1 to %2 skips the leaf tier: %2 is a %3, and nodes link to leaves. Link %1 to a leaf, and the leaf to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The link from %1 (a %2) to %3 (a %4) skips the tier between them: a leaf links to a spine, and a spine to a core. Link through a switch of the tier between.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a %2, built for an NVLink domain of %3 nodes in one rack, but it is in no NVLink domain: its GPUs reach other nodes only over the network.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 nodes of type %2 (%3), built for an NVLink domain of %4 nodes in one rack, are in no NVLink domain: their GPUs reach other nodes only over the network.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no links, yet it counts in the network&apos;s cost and power %2 times (its group is repeated): %2 × %3 at %4 and %5 each. Link it or delete it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no links, yet it counts in the network&apos;s cost and power: one %2 at %3 and %4. Link it or delete it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVLink domain &quot;%1&quot; holds %2 of the %3 nodes of a full rack (%4): its NVLink domain spans %5 GPUs instead of %6. Complete the rack, or plan for the smaller domain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an unknown price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Single point of failure: when %1 fails %2 GPUs are cut off and a job spanning the cluster stops.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Single point of failure: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A rack of %1 nodes of type %2 (%3 U each) and its management switch needs %4 U, more than the rack height of %5 U: set fewer nodes per rack or a taller rack under Profiles and assumptions; the nodes that do not fit get no rack position.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n %1 switch(es) in &quot;%2&quot; use under half their ports: %3. About %4 ports at %5 Gb/s are idle, yet bought and powered. Fewer or smaller switches would do, unless the ports are kept for growth.</source>
        <translation>
            <numerusform>%n %1 switch in &quot;%2&quot; uses under half its ports: %3. About %4 ports at %5 Gb/s are idle, yet bought and powered. Fewer or smaller switches would do, unless the ports are kept for growth.</numerusform>
            <numerusform>%n %1 switches in &quot;%2&quot; use under half their ports: %3. About %4 ports at %5 Gb/s are idle, yet bought and powered. Fewer or smaller switches would do, unless the ports are kept for growth.</numerusform>
        </translation>
    </message>
    <message>
        <source>The InfiniBand subnet managers need %1 ports on %2, one in each plane for each UFM appliance or OpenSM server, but only %3 switch ports are free: leave a node per scalable unit unlinked (NVIDIA&apos;s DGX SuperPOD RA builds 31 nodes per unit, 127 in four) or add a leaf.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fp::DomainItem</name>
    <message>
        <source>%1 · %2 GPUs</source>
        <translation>%1 · %2 GPUs</translation>
    </message>
</context>
<context>
    <name>fp::Edit</name>
    <message>
        <source>Rename</source>
        <translation>Rename</translation>
    </message>
    <message>
        <source>Change node type</source>
        <translation>Change node type</translation>
    </message>
    <message>
        <source>Change switch type</source>
        <translation>Change switch type</translation>
    </message>
    <message>
        <source>Change switch role</source>
        <translation>Change switch role</translation>
    </message>
    <message>
        <source>Change link bundle</source>
        <translation>Change link bundle</translation>
    </message>
    <message>
        <source>Change link speed</source>
        <translation>Change link speed</translation>
    </message>
    <message>
        <source>Change link cable</source>
        <translation>Change link cable</translation>
    </message>
    <message>
        <source>Change link length</source>
        <translation>Change link length</translation>
    </message>
    <message>
        <source>Change group repeat</source>
        <translation>Change group repeat</translation>
    </message>
    <message>
        <source>Leaf %1</source>
        <translation>Leaf %1</translation>
    </message>
    <message>
        <source>Spine %1</source>
        <translation>Spine %1</translation>
    </message>
    <message>
        <source>Core %1</source>
        <translation>Core %1</translation>
    </message>
    <message>
        <source>NVLink switch %1</source>
        <translation>NVLink switch %1</translation>
    </message>
    <message>
        <source>Move object</source>
        <translation>Move object</translation>
    </message>
    <message>
        <source>Move objects</source>
        <translation>Move objects</translation>
    </message>
    <message>
        <source>Add node</source>
        <translation>Add node</translation>
    </message>
    <message>
        <source>Add switch</source>
        <translation>Add switch</translation>
    </message>
    <message>
        <source>Add link</source>
        <translation>Add link</translation>
    </message>
    <message>
        <source>Delete object</source>
        <translation>Delete object</translation>
    </message>
    <message>
        <source>Delete %1 objects</source>
        <translation>Delete %1 objects</translation>
    </message>
    <message>
        <source>Change workload</source>
        <translation>Change workload</translation>
    </message>
    <message>
        <source>Change organisation</source>
        <translation>Change organisation</translation>
    </message>
    <message>
        <source>Change project details</source>
        <translation>Change project details</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Paste</translation>
    </message>
    <message>
        <source>Change RoCE tuning</source>
        <translation>Change RoCE tuning</translation>
    </message>
    <message>
        <source>Change catalogue figure</source>
        <translation>Change catalog figure</translation>
    </message>
    <message>
        <source>Restore catalogue figure</source>
        <translation>Restore catalog figure</translation>
    </message>
    <message numerus="yes">
        <source>Import %n nccl-tests run(s)</source>
        <translation>
            <numerusform>Import %n nccl-tests run</numerusform>
            <numerusform>Import %n nccl-tests runs</numerusform>
        </translation>
    </message>
    <message>
        <source>Use calibrated figures</source>
        <translation>Use calibrated figures</translation>
    </message>
    <message>
        <source>Use catalogue figures</source>
        <translation>Use catalog figures</translation>
    </message>
    <message>
        <source>Change requirements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change decision weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use explored design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect rail by rail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add links</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make group × %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arrange objects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Regenerate fabric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generate design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import device types</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change floor layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ungroup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change comparison basis</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fp::Evaluation</name>
    <message>
        <source>Not compared at its best: %1 (the generated shape is compared).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no %1 design of the search meets the requirements</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n plane(s)</source>
        <translation>
            <numerusform>%n plane</numerusform>
            <numerusform>%n planes</numerusform>
        </translation>
    </message>
    <message>
        <source>hybrid (InfiniBand in each unit, Ethernet between)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Compared at its best: of the %1 designs searched, the cheapest that meets the requirements, %2 in %Ln tier(s), %3, %4:1, %5.</source>
        <translation>
            <numerusform>Compared at its best: of the %1 designs searched, the cheapest that meets the requirements, %2 in %Ln tier, %3, %4:1, %5.</numerusform>
            <numerusform>Compared at its best: of the %1 designs searched, the cheapest that meets the requirements, %2 in %Ln tiers, %3, %4:1, %5.</numerusform>
        </translation>
    </message>
    <message>
        <source>Its nodes are of type %1, with each NIC&apos;s ports on both planes, so that a job survives any single switch failure as the organisation requires.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Compared at its best: of the %1 designs searched, the cheapest (no requirements are set), %2 in %Ln tier(s), %3, %4:1, %5.</source>
        <translation>
            <numerusform>Compared at its best: of the %1 designs searched, the cheapest (no requirements are set), %2 in %Ln tier, %3, %4:1, %5.</numerusform>
            <numerusform>Compared at its best: of the %1 designs searched, the cheapest (no requirements are set), %2 in %Ln tiers, %3, %4:1, %5.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fp::ExchangeActions</name>
    <message>
        <source>Compare with &amp;built fabric...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare the design with the output of ibnetdiscover from the fabric as built</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The design has no InfiniBand fabric.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fabric as built matches the design.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln link(s) differ from the design; they are selected on the canvas.</source>
        <translation>
            <numerusform>%Ln link differs from the design; it is selected on the canvas.</numerusform>
            <numerusform>%Ln links differ from the design; they are selected on the canvas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Compare with built fabric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import device t&amp;ypes...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot import device types</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fp::ExploreDialog</name>
    <message>
        <source>Searching the designs of each technology for this cluster...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1:1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (at least)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation>yes</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>There is no design to use: search first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The design has changed since the search: search again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Explore designs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch</source>
        <translation>Switch</translation>
    </message>
    <message>
        <source>Topology</source>
        <translation>Topology</translation>
    </message>
    <message>
        <source>Tiers</source>
        <translation>Tiers</translation>
    </message>
    <message>
        <source>Planes</source>
        <translation>Planes</translation>
    </message>
    <message>
        <source>Oversubscription</source>
        <translation>Oversubscription</translation>
    </message>
    <message>
        <source>Capex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-reduce busbw (GB/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Complexity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Meets requirements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Search again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Use this design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The design with %1 (%2, planes: %3, tiers: %4) is in place of the compute fabric; Undo restores the previous one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln link(s) of other fabrics to the old nodes dropped.</source>
        <translation>
            <numerusform>%Ln link of other fabrics to the old nodes dropped.</numerusform>
            <numerusform>%Ln links of other fabrics to the old nodes dropped.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 GPUs in %2 nodes (%3), %4: %5 designs searched, %6 could be built. Each technology&apos;s Pareto front: no other design of it is at least as cheap, as fast (the job&apos;s %7 of %8, the collective the comparison scores the workload on) and as simple, and better in one. Bold: the cheapest that meets the requirements. Select a design and use it in place of the compute fabric.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-to-all busbw (GB/s)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fp::FabricScene</name>
    <message>
        <source>All NIC ports of %1 are linked.</source>
        <translation>All NIC ports of %1 are linked.</translation>
    </message>
    <message>
        <source>Drop a cable on a link to use it for that link.</source>
        <translation>Drop a cable on a link to use it for that link.</translation>
    </message>
    <message>
        <source>GPUs and NICs come with a node type: drag a node type instead.</source>
        <translation>GPUs and NICs come with a node type: drag a node type instead.</translation>
    </message>
    <message>
        <source>Switch part</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fp::FabricView</name>
    <message>
        <source>The design is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generate a fabric from a few choices with New design in the toolbar (Ctrl+Shift+N).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Or drag node types and switches from the Catalog onto this canvas and link them in Connect mode.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File &gt; Open (Ctrl+O) opens a saved project.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fp::FileSafety</name>
    <message>
        <source>&quot;%1&quot; is not a regular file (a pipe, device or socket); give a file.</source>
        <translation>&quot;%1&quot; is not a regular file (a pipe, device or socket); give a file.</translation>
    </message>
    <message>
        <source>The file &quot;%1&quot; does not exist.</source>
        <translation>The file &quot;%1&quot; does not exist.</translation>
    </message>
    <message>
        <source>The file &quot;%1&quot; cannot be read: %2</source>
        <translation>The file &quot;%1&quot; cannot be read: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a folder, not a file.</source>
        <translation>&quot;%1&quot; is a folder, not a file.</translation>
    </message>
    <message>
        <source>the output &quot;%1&quot; is a folder, not a file.</source>
        <translation>the output &quot;%1&quot; is a folder, not a file.</translation>
    </message>
    <message>
        <source>the output &quot;%1&quot; is the input file &quot;%2&quot;; choose another output file.</source>
        <translation>the output &quot;%1&quot; is the input file &quot;%2&quot;; choose another output file.</translation>
    </message>
    <message>
        <source>the output &quot;%1&quot; is a FabricPlanner project and would be overwritten; choose another output file.</source>
        <translation>the output &quot;%1&quot; is a FabricPlanner project and would be overwritten; choose another output file.</translation>
    </message>
    <message>
        <source>there is not enough free space in the folder &quot;%1&quot; (the disk is full); the file is unchanged.</source>
        <translation>there is not enough free space in the folder &quot;%1&quot; (the disk is full); the file is unchanged.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is being changed by another program; try again when it has finished.</source>
        <translation>&quot;%1&quot; is being changed by another program; try again when it has finished.</translation>
    </message>
</context>
<context>
    <name>fp::GenerationSettingsBox</name>
    <message>
        <source>Generation settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Technology</source>
        <translation type="unfinished">Technology</translation>
    </message>
    <message>
        <source>Switch</source>
        <translation type="unfinished">Switch</translation>
    </message>
    <message>
        <source>Topology</source>
        <translation type="unfinished">Topology</translation>
    </message>
    <message>
        <source>Oversubscription</source>
        <translation type="unfinished">Oversubscription</translation>
    </message>
    <message>
        <source>Planes</source>
        <translation type="unfinished">Planes</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished">GPUs</translation>
    </message>
    <message>
        <source>r:1 at the leaf: of its ports, r/(r+1) face the nodes and 1/(r+1) face up.</source>
        <translation type="unfinished">r:1 at the leaf: of its ports, r/(r+1) face the nodes and 1/(r+1) face up.</translation>
    </message>
    <message>
        <source>The settings this fabric was generated with. Changing one builds it again; a preview shows what changes before anything is applied.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 plane</source>
        <translation type="unfinished">1 plane</translation>
    </message>
    <message>
        <source>2 planes</source>
        <translation type="unfinished">2 planes</translation>
    </message>
    <message>
        <source>4 planes</source>
        <translation type="unfinished">2 planes {4 ?}</translation>
    </message>
    <message>
        <source>8 planes</source>
        <translation type="unfinished">2 planes {8 ?}</translation>
    </message>
</context>
<context>
    <name>fp::Generator</name>
    <message>
        <source>InfiniBand</source>
        <translation>InfiniBand</translation>
    </message>
    <message>
        <source>Ethernet</source>
        <translation>Ethernet</translation>
    </message>
    <message>
        <source>Node %1</source>
        <translation>Node %1</translation>
    </message>
    <message>
        <source>Compute fabric (%1)</source>
        <translation>Compute fabric (%1)</translation>
    </message>
    <message>
        <source>rail-optimized</source>
        <translation>rail-optimized</translation>
    </message>
    <message>
        <source>fat-tree</source>
        <translation>fat-tree</translation>
    </message>
    <message>
        <source>Unknown node type &quot;%1&quot;.</source>
        <translation>Unknown node type &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>Node type %1 has %2 GPUs and %3 NICs; it needs both.</source>
        <translation>Node type %1 has %2 GPUs and %3 NICs; it needs both.</translation>
    </message>
    <message>
        <source>The GPU count must be positive: a %1 node has %2 GPUs, so the smallest valid count is %2.</source>
        <translation>The GPU count must be positive: a %1 node has %2 GPUs, so the smallest valid count is %2.</translation>
    </message>
    <message>
        <source>%1 GPUs is not a multiple of %2, the GPU count of node type %3: use %4 or %5 GPUs.</source>
        <translation>%1 GPUs is not a multiple of %2, the GPU count of node type %3: use %4 or %5 GPUs.</translation>
    </message>
    <message>
        <source>%1 GPUs is not a multiple of %2, the GPU count of node type %3: use %4 GPUs.</source>
        <translation>%1 GPUs is not a multiple of %2, the GPU count of node type %3: use %4 GPUs.</translation>
    </message>
    <message>
        <source>The oversubscription must be a finite ratio r:1 with r of at least 1, not %1.</source>
        <translation>The oversubscription must be a finite ratio r:1 with r of at least 1, not %1.</translation>
    </message>
    <message>
        <source>Node type %1 names an unknown NIC &quot;%2&quot;.</source>
        <translation>Node type %1 names an unknown NIC &quot;%2&quot;.</translation>
    </message>
    <message>
        <source>NIC %1 of node type %2 does not support %3, so it cannot join an %3 fabric.</source>
        <translation>NIC %1 of node type %2 does not support %3, so it cannot join an %3 fabric.</translation>
    </message>
    <message>
        <source>The catalogue has no default %1 switch; choose a switch.</source>
        <translation>The catalog has no default %1 switch; choose a switch.</translation>
    </message>
    <message>
        <source>Unknown switch &quot;%1&quot;.</source>
        <translation>Unknown switch &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>Switch %1 is an %2 switch; it cannot serve the %3 ports (%4 Gb/s) of NIC %5.</source>
        <translation>Switch %1 is an %2 switch; it cannot serve the %3 ports (%4 Gb/s) of NIC %5.</translation>
    </message>
    <message>
        <source>Switch %1 has no %2 Gb/s ports (its modes: %3), so it cannot serve the %2 Gb/s %4 ports of NIC %5.</source>
        <translation>Switch %1 has no %2 Gb/s ports (its modes: %3), so it cannot serve the %2 Gb/s %4 ports of NIC %5.</translation>
    </message>
    <message>
        <source>A %1 node has %2 %3 ports, which cannot be split evenly over %4 planes.</source>
        <translation>A %1 node has %2 %3 ports, which cannot be split evenly over %4 planes.</translation>
    </message>
    <message>
        <source>use a switch with more ports, 2 planes or a higher oversubscription</source>
        <translation>use a switch with more ports, 2 planes or a higher oversubscription</translation>
    </message>
    <message>
        <source>use a switch with more ports or a higher oversubscription</source>
        <translation>use a switch with more ports or a higher oversubscription</translation>
    </message>
    <message numerus="yes">
        <source>%1 GPUs need more than 3 tiers of %2 (%3 ports at %4 Gb/s): 3 tiers hold at most %5 GPUs at %6:1 on %n plane(s); %7.</source>
        <translation>
            <numerusform>%1 GPUs need more than 3 tiers of %2 (%3 ports at %4 Gb/s): 3 tiers hold at most %5 GPUs at %6:1 on %n plane; %7.</numerusform>
            <numerusform>%1 GPUs need more than 3 tiers of %2 (%3 ports at %4 Gb/s): 3 tiers hold at most %5 GPUs at %6:1 on %n planes; %7.</numerusform>
        </translation>
    </message>
    <message>
        <source>With %1:1 oversubscription a leaf of %2 (%3 ports) keeps no uplink; %4 endpoints need more than one switch.</source>
        <translation>With %1:1 oversubscription a leaf of %2 (%3 ports) keeps no uplink; %4 endpoints need more than one switch.</translation>
    </message>
    <message>
        <source>Fat tree: a %1 node has %2 ports per plane, more than the %3 endpoint ports of a %4 leaf at %5:1.</source>
        <translation>Fat tree: a %1 node has %2 ports per plane, more than the %3 endpoint ports of a %4 leaf at %5:1.</translation>
    </message>
    <message>
        <source>A unit of %1 leaves cannot hold a whole rack of %2 %3 nodes at %4:1.</source>
        <translation>A unit of %1 leaves cannot hold a whole rack of %2 %3 nodes at %4:1.</translation>
    </message>
    <message>
        <source>NVLink domain %1</source>
        <translation>NVLink domain %1</translation>
    </message>
    <message>
        <source>Leaf %1.%2%3</source>
        <translation>Leaf %1.%2%3</translation>
    </message>
    <message>
        <source>Switch%1</source>
        <translation>Switch%1</translation>
    </message>
    <message>
        <source>Spine %1%2</source>
        <translation>Spine %1%2</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unit</translation>
    </message>
    <message>
        <source>Unit %1 (partial)</source>
        <translation>Unit %1 (partial)</translation>
    </message>
    <message>
        <source>Core %1.%2%3</source>
        <translation>Core %1.%2%3</translation>
    </message>
    <message>
        <source>Aggregation %1.%2%3</source>
        <translation>Aggregation %1.%2%3</translation>
    </message>
    <message>
        <source>Pod</source>
        <translation>Pod</translation>
    </message>
    <message>
        <source>Pod %1 (partial)</source>
        <translation>Pod %1 (partial)</translation>
    </message>
    <message>
        <source>%1 x %2 %3 %4</source>
        <translation>%1 x %2 %3 %4</translation>
    </message>
    <message>
        <source>, %1:1</source>
        <translation>, %1:1</translation>
    </message>
    <message>
        <source>, %1 planes</source>
        <translation>, %1 planes</translation>
    </message>
    <message>
        <source>The plan could not be built into a project.</source>
        <translation>The plan could not be built into a project.</translation>
    </message>
    <message>
        <source>Storage fabric (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Front-end fabric (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Management network (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 leaf %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Front-end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The catalogue has no %1 switch with %2 Gb/s ports for the %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 spine %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The catalogue has no management switch (sn2201).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Management %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 core %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its %1 node ports in one group need more spines than its largest leaf has uplinks (%2); a smaller repeated group would make three tiers possible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its pods need more cores than their largest spine has uplinks; three tiers cannot connect it to every core of its group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 not built: two tiers of %2 cannot hold it (its %3 leaves need %4 spines, more than the %5 uplinks of its largest leaf) and neither can three: %6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 switch %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 shared leaf %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A fabric has 1, 2, 4 or 8 planes, not %1.</source>
        <translation type="unfinished">A fabric has 1 or 2 planes, not %1. {1, 2, 4 ?} {8 ?} {1.?}</translation>
    </message>
</context>
<context>
    <name>fp::GroupItem</name>
    <message>
        <source>Double-click or use the + box to expand.</source>
        <translation>Double-click or use the + box to expand.</translation>
    </message>
    <message>
        <source>Double-click or use the − box to collapse.</source>
        <translation>Double-click or use the − box to collapse.</translation>
    </message>
</context>
<context>
    <name>fp::GroupLinkItem</name>
    <message>
        <source>1 link per group copy to this switch</source>
        <translation>1 link per group copy to this switch</translation>
    </message>
    <message>
        <source>%1 links per group copy to this switch</source>
        <translation>%1 links per group copy to this switch</translation>
    </message>
</context>
<context>
    <name>fp::Gui</name>
    <message>
        <source>Plan and compare InfiniBand, Ethernet/RoCE and hybrid AI cluster fabrics.</source>
        <translation>Plan and compare InfiniBand, Ethernet/RoCE and hybrid AI cluster fabrics.</translation>
    </message>
    <message>
        <source>Project to open.</source>
        <translation>Project to open.</translation>
    </message>
    <message>
        <source>The built-in catalogue is damaged: %1</source>
        <translation>The built-in catalog is damaged: %1</translation>
    </message>
</context>
<context>
    <name>fp::IssuesWidget</name>
    <message>
        <source>Severity</source>
        <translation>Severity</translation>
    </message>
    <message>
        <source>Issue</source>
        <translation>Issue</translation>
    </message>
    <message>
        <source>Info</source>
        <translation>Info</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Error</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Warning</translation>
    </message>
    <message>
        <source>No issues: every invariant of the design holds.</source>
        <translation>No issues: every invariant of the design holds.</translation>
    </message>
</context>
<context>
    <name>fp::JsonReader</name>
    <message>
        <source>the file is nccl-tests JSON output without any readable result.</source>
        <translation>the file is nccl-tests JSON output without any readable result.</translation>
    </message>
    <message>
        <source>the JSON output does not say how many GPUs took part; set it before comparing.</source>
        <translation>the JSON output does not say how many GPUs took part; set it before comparing.</translation>
    </message>
    <message>
        <source>%1, result %2</source>
        <translation>%1, result %2</translation>
    </message>
    <message>
        <source>the JSON output does not name the test (no args, no experiment name); its rows are kept without an operation.</source>
        <translation>the JSON output does not name the test (no args, no experiment name); its rows are kept without an operation.</translation>
    </message>
    <message>
        <source>more than %1 devices: this is not the output of one set of nccl-tests runs.</source>
        <translation>more than %1 devices: this is not the output of one set of nccl-tests runs.</translation>
    </message>
    <message>
        <source>rank</source>
        <translation>rank</translation>
    </message>
    <message>
        <source>0 to %1</source>
        <translation>0 to %1</translation>
    </message>
    <message>
        <source>device</source>
        <translation>device</translation>
    </message>
    <message>
        <source>nthreads x ngpus</source>
        <translation>nthreads x ngpus</translation>
    </message>
    <message>
        <source>result %1 is not complete (%2); it is skipped and the run is marked partial.</source>
        <translation>result %1 is not complete (%2); it is skipped and the run is marked partial.</translation>
    </message>
    <message>
        <source>size</source>
        <translation>size</translation>
    </message>
    <message>
        <source>no size</source>
        <translation>no size</translation>
    </message>
    <message>
        <source>count</source>
        <translation>count</translation>
    </message>
    <message>
        <source>0 to %1 elements</source>
        <translation>0 to %1 elements</translation>
    </message>
    <message>
        <source>root</source>
        <translation>root</translation>
    </message>
    <message>
        <source>-1 to %1</source>
        <translation>-1 to %1</translation>
    </message>
    <message>
        <source>time, alg_bw or bus_bw missing</source>
        <translation>time, alg_bw or bus_bw missing</translation>
    </message>
    <message>
        <source>time</source>
        <translation>time</translation>
    </message>
    <message>
        <source>algbw</source>
        <translation>algbw</translation>
    </message>
    <message>
        <source>busbw</source>
        <translation>busbw</translation>
    </message>
    <message>
        <source>error count</source>
        <translation>error count</translation>
    </message>
    <message>
        <source>average bus bandwidth</source>
        <translation>average bus bandwidth</translation>
    </message>
    <message>
        <source>the JSON output has no average bus bandwidth: the run looks cut short and is marked partial.</source>
        <translation>the JSON output has no average bus bandwidth: the run looks cut short and is marked partial.</translation>
    </message>
    <message>
        <source>out of bounds values</source>
        <translation>out of bounds values</translation>
    </message>
    <message>
        <source>the fabric variant was guessed as %1 from the environment setting &quot;%2&quot;; change it if the run was made on another fabric.</source>
        <translation>the fabric variant was guessed as %1 from the environment setting &quot;%2&quot;; change it if the run was made on another fabric.</translation>
    </message>
    <message>
        <source>InfiniBand</source>
        <translation>InfiniBand</translation>
    </message>
    <message>
        <source>Ethernet</source>
        <translation>Ethernet</translation>
    </message>
</context>
<context>
    <name>fp::LinkItem</name>
    <message>
        <source>%1, NIC %2 port %3</source>
        <translation>%1, NIC %2 port %3</translation>
    </message>
    <message>
        <source>%1 × %2 Gb/s</source>
        <translation>%1 × %2 Gb/s</translation>
    </message>
    <message>
        <source>Cable chosen by length and speed</source>
        <translation>Cable chosen by length and speed</translation>
    </message>
</context>
<context>
    <name>fp::MainWindow</name>
    <message>
        <source>Issues</source>
        <translation>Issues</translation>
    </message>
    <message>
        <source>Issues (%1)</source>
        <translation>Issues (%1)</translation>
    </message>
    <message>
        <source>About FabricPlanner</source>
        <translation>About FabricPlanner</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analysis</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Open &amp;recent</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Edit</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <source>&amp;Panels</source>
        <translation>&amp;Panels</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>Main toolbar</source>
        <translation>Main toolbar</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;New</translation>
    </message>
    <message>
        <source>Start an empty project</source>
        <translation>Start an empty project</translation>
    </message>
    <message>
        <source>New &amp;design...</source>
        <translation>New &amp;design...</translation>
    </message>
    <message>
        <source>New design</source>
        <translation>New design</translation>
    </message>
    <message>
        <source>Generate a fabric from a few choices (Ctrl+Shift+N)</source>
        <translation>Generate a fabric from a few choices (Ctrl+Shift+N)</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>&amp;Open...</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Open</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Save</translation>
    </message>
    <message>
        <source>Save &amp;as...</source>
        <translation>Save &amp;as...</translation>
    </message>
    <message>
        <source>&amp;Export PDF report...</source>
        <translation>&amp;Export PDF report...</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>Cu&amp;t</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copy</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Paste</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Delete</translation>
    </message>
    <message>
        <source>Select &amp;all</source>
        <translation>Select &amp;all</translation>
    </message>
    <message>
        <source>&amp;Select and move</source>
        <translation>&amp;Select and move</translation>
    </message>
    <message>
        <source>Select</source>
        <translation>Select</translation>
    </message>
    <message>
        <source>Select, move and rubber-band select (V)</source>
        <translation>Select, move and rubber-band select (V)</translation>
    </message>
    <message>
        <source>Connect</source>
        <translation>Connect</translation>
    </message>
    <message>
        <source>Drag from a node or switch to a switch to link them (L). In select mode, drag from a NIC port or a switch&apos;s port bar.</source>
        <translation>Drag from a node or switch to a switch to link them (L). In select mode, drag from a NIC port or a switch&apos;s port bar.</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>Zoom &amp;in</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Zoom &amp;out</translation>
    </message>
    <message>
        <source>&amp;Fit to window</source>
        <translation>&amp;Fit to window</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Fit</translation>
    </message>
    <message>
        <source>&amp;Actual size</source>
        <translation>&amp;Actual size</translation>
    </message>
    <message>
        <source>&amp;Expand all groups</source>
        <translation>&amp;Expand all groups</translation>
    </message>
    <message>
        <source>&amp;Collapse all groups</source>
        <translation>&amp;Collapse all groups</translation>
    </message>
    <message>
        <source>Show &amp;legend</source>
        <translation>Show &amp;legend</translation>
    </message>
    <message>
        <source>&amp;About FabricPlanner</source>
        <translation>&amp;About FabricPlanner</translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation>Catalog</translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>Properties</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Summary</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Item</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Value</translation>
    </message>
    <message>
        <source>%1[*] - FabricPlanner</source>
        <translation>%1[*] - FabricPlanner</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Undo %1</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Undo</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Redo %1</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Redo</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Undo</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Redo</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Nodes</translation>
    </message>
    <message>
        <source>Technology</source>
        <translation>Technology</translation>
    </message>
    <message>
        <source>Tiers</source>
        <translation>Tiers</translation>
    </message>
    <message>
        <source>%1 switches</source>
        <translation>%1 switches</translation>
    </message>
    <message>
        <source>Zoom %1 %</source>
        <translation>Zoom %1 %</translation>
    </message>
    <message>
        <source>%1 GPUs, %2 nodes</source>
        <translation>%1 GPUs, %2 nodes</translation>
    </message>
    <message>
        <source>%1 selected</source>
        <translation>%1 selected</translation>
    </message>
    <message>
        <source>Cannot open project</source>
        <translation>Cannot open project</translation>
    </message>
    <message>
        <source>Opened &quot;%1&quot;.</source>
        <translation>Opened &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>Cannot save project</source>
        <translation>Cannot save project</translation>
    </message>
    <message>
        <source>Saved &quot;%1&quot;.</source>
        <translation>Saved &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>Cannot generate the design</source>
        <translation>Cannot generate the design</translation>
    </message>
    <message>
        <source>Could not write the recovery copy: %1</source>
        <translation>Could not write the recovery copy: %1</translation>
    </message>
    <message>
        <source>Cannot restore the recovery copy</source>
        <translation>Cannot restore the recovery copy</translation>
    </message>
    <message>
        <source>Restored unsaved work. Save it to keep it.</source>
        <translation>Restored unsaved work. Save it to keep it.</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>No recent files</translation>
    </message>
    <message>
        <source>&amp;Clear the list</source>
        <translation>&amp;Clear the list</translation>
    </message>
    <message>
        <source>The clipboard holds no usable objects: %1</source>
        <translation>The clipboard holds no usable objects: %1</translation>
    </message>
    <message>
        <source>Cannot export the PDF report</source>
        <translation>Cannot export the PDF report</translation>
    </message>
    <message numerus="yes">
        <source>Wrote the report &quot;%1&quot; (%n page(s)).</source>
        <translation>
            <numerusform>Wrote the report &quot;%1&quot; (%n page).</numerusform>
            <numerusform>Wrote the report &quot;%1&quot; (%n pages).</numerusform>
        </translation>
    </message>
    <message>
        <source>Write the comparison report for decision makers as a PDF (Ctrl+E)</source>
        <translation>Write the comparison report for decision makers as a PDF (Ctrl+E)</translation>
    </message>
    <message>
        <source>Workload, organisation, RoCE tuning and the catalogue figures the analyses use</source>
        <translation>Workload, organisation, RoCE tuning and the catalog figures the analyses use</translation>
    </message>
    <message>
        <source>Pro&amp;files and assumptions...</source>
        <translation>Pro&amp;files and assumptions...</translation>
    </message>
    <message>
        <source>Co&amp;nnect</source>
        <translation>Co&amp;nnect</translation>
    </message>
    <message>
        <source>&amp;Import nccl-tests logs...</source>
        <translation>&amp;Import nccl-tests logs...</translation>
    </message>
    <message>
        <source>Add measured collective results (nccl-tests output) to set beside the model; logs and folders can also be dropped on the window</source>
        <translation>Add measured collective results (nccl-tests output) to set beside the model; logs and folders can also be dropped on the window</translation>
    </message>
    <message>
        <source>Reloaded &quot;%1&quot;.</source>
        <translation>Reloaded &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>The project&apos;s catalogue overrides are not applied, so the shipped catalogue is used: %1</source>
        <translation>The project&apos;s catalog overrides are not applied, so the shipped catalog is used: %1</translation>
    </message>
    <message>
        <source>Design generated as a new, untitled document. Save it to keep it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xplore designs...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cheapest, fastest and simplest compute fabrics of each technology for this cluster; use one as the design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export for o&amp;ther tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot print the report</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Sent the report to the printer (%n page(s)).</source>
        <translation>
            <numerusform>Sent the report to the printer (%n page).</numerusform>
            <numerusform>Sent the report to the printer (%n pages).</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Print report...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the comparison report, laid out as the PDF (Ctrl+P)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Manual</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A short guide to FabricPlanner (F1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show o&amp;verview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A small picture of the whole design in the canvas&apos;s corner while it does not fit; click it to go there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export PDF report with &amp;cabling plan...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same report with the cabling plan of the design as drawn as its last appendix: one row per cable, for the installers</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fp::ManualDialog</name>
    <message>
        <source>FabricPlanner manual</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished">unknown</translation>
    </message>
    <message>
        <source>Plan and compare InfiniBand, Ethernet/RoCE and hybrid fabrics for AI clusters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free software under the GNU General Public License, version 3 or later (GPL-3.0-or-later), without any warranty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The licence text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catalog of %1: format version %2, %3 parts, prices of %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown date</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fp::NewDesignDialog</name>
    <message>
        <source>New design</source>
        <translation>New design</translation>
    </message>
    <message>
        <source>Describe the cluster; FabricPlanner builds the fabric with the fewest switch tiers that fit. You can edit everything afterwards.</source>
        <translation>Describe the cluster; FabricPlanner builds the fabric with the fewest switch tiers that fit. You can edit everything afterwards.</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>Hardware</translation>
    </message>
    <message>
        <source>Fabric</source>
        <translation>Fabric</translation>
    </message>
    <message>
        <source>Workload and team</source>
        <translation>Workload and team</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>Plan</translation>
    </message>
    <message>
        <source>Node type</source>
        <translation>Node type</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>Technology</source>
        <translation>Technology</translation>
    </message>
    <message>
        <source>Switch</source>
        <translation>Switch</translation>
    </message>
    <message>
        <source>Topology</source>
        <translation>Topology</translation>
    </message>
    <message>
        <source>Oversubscription</source>
        <translation>Oversubscription</translation>
    </message>
    <message>
        <source>Planes</source>
        <translation>Planes</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Workload</translation>
    </message>
    <message>
        <source>Communication share</source>
        <translation>Communication share</translation>
    </message>
    <message>
        <source>InfiniBand skills</source>
        <translation>InfiniBand skills</translation>
    </message>
    <message>
        <source>RoCE skills</source>
        <translation>RoCE skills</translation>
    </message>
    <message>
        <source>r:1 at the leaf: of its ports, r/(r+1) face the nodes and 1/(r+1) face up.</source>
        <translation>r:1 at the leaf: of its ports, r/(r+1) face the nodes and 1/(r+1) face up.</translation>
    </message>
    <message>
        <source>Share of each training step spent communicating.</source>
        <translation>Share of each training step spent communicating.</translation>
    </message>
    <message>
        <source>1 plane</source>
        <translation>1 plane</translation>
    </message>
    <message>
        <source>2 planes</source>
        <translation>2 planes</translation>
    </message>
    <message>
        <source>Create design</source>
        <translation>Create design</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Default for the technology</source>
        <translation>Default for the technology</translation>
    </message>
    <message>
        <source>No design fits these choices.</source>
        <translation>No design fits these choices.</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Nodes</translation>
    </message>
    <message>
        <source>Link speed</source>
        <translation>Link speed</translation>
    </message>
    <message>
        <source>%1 Gb/s</source>
        <translation>%1 Gb/s</translation>
    </message>
    <message>
        <source>Switch ports (radix)</source>
        <translation>Switch ports (radix)</translation>
    </message>
    <message>
        <source>Tiers</source>
        <translation>Tiers</translation>
    </message>
    <message>
        <source>%1 switches</source>
        <translation>%1 switches</translation>
    </message>
    <message>
        <source>Node-to-leaf links</source>
        <translation>Node-to-leaf links</translation>
    </message>
    <message>
        <source>Leaf-to-spine links</source>
        <translation>Leaf-to-spine links</translation>
    </message>
    <message>
        <source>Spine-to-core links</source>
        <translation>Spine-to-core links</translation>
    </message>
    <message>
        <source>Scalable units</source>
        <translation>Scalable units</translation>
    </message>
    <message>
        <source>%1 of %2 nodes</source>
        <translation>%1 of %2 nodes</translation>
    </message>
    <message>
        <source>Rounded up to whole nodes of %1 GPUs.</source>
        <translation>Rounded up to whole nodes of %1 GPUs.</translation>
    </message>
    <message>
        <source>Other networks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage, front-end and management</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As in NVIDIA&apos;s SuperPOD designs: a storage fabric on the compute technology, an Ethernet front-end fabric on the node type&apos;s storage NICs and an out-of-band management network, each sized from the catalogue&apos;s assumptions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4 planes</source>
        <translation type="unfinished">2 planes {4 ?}</translation>
    </message>
    <message>
        <source>8 planes</source>
        <translation type="unfinished">2 planes {8 ?}</translation>
    </message>
</context>
<context>
    <name>fp::NodeItem</name>
    <message>
        <source>%1 GPUs, %2 NICs</source>
        <translation>%1 GPUs, %2 NICs</translation>
    </message>
    <message>
        <source>%1 of %2 NIC ports linked; drag from a free port to a switch to link it.</source>
        <translation>%1 of %2 NIC ports linked; drag from a free port to a switch to link it.</translation>
    </message>
</context>
<context>
    <name>fp::PaletteWidget</name>
    <message>
        <source>not known</source>
        <translation>not known</translation>
    </message>
    <message>
        <source>%1 W</source>
        <translation>%1 W</translation>
    </message>
    <message>
        <source>Price (%1)</source>
        <translation>Price (%1)</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Power</translation>
    </message>
    <message>
        <source>Search parts</source>
        <translation>Search parts</translation>
    </message>
    <message>
        <source>Drag onto the canvas to add it.</source>
        <translation>Drag onto the canvas to add it.</translation>
    </message>
    <message>
        <source>Node types</source>
        <translation>Node types</translation>
    </message>
    <message>
        <source>%1 GPUs, %2 NICs</source>
        <translation>%1 GPUs, %2 NICs</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>NICs</source>
        <translation>NICs</translation>
    </message>
    <message>
        <source>NVLink domain</source>
        <translation>NVLink domain</translation>
    </message>
    <message>
        <source>%1 nodes (%2 GPUs)</source>
        <translation>%1 nodes (%2 GPUs)</translation>
    </message>
    <message>
        <source>Other power</source>
        <translation>Other power</translation>
    </message>
    <message>
        <source>Switches</source>
        <translation>Switches</translation>
    </message>
    <message>
        <source>Technology</source>
        <translation>Technology</translation>
    </message>
    <message>
        <source>Ports</source>
        <translation>Ports</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>Latency</translation>
    </message>
    <message>
        <source>%1 ns</source>
        <translation>%1 ns</translation>
    </message>
    <message>
        <source>Buffer</source>
        <translation>Buffer</translation>
    </message>
    <message>
        <source>%1 MB</source>
        <translation>%1 MB</translation>
    </message>
    <message>
        <source>Subnet manager</source>
        <translation>Subnet manager</translation>
    </message>
    <message>
        <source>on board</source>
        <translation>on board</translation>
    </message>
    <message>
        <source>Modes</source>
        <translation>Modes</translation>
    </message>
    <message>
        <source>Host interface</source>
        <translation>Host interface</translation>
    </message>
    <message>
        <source>NICs come with a node type.</source>
        <translation>NICs come with a node type.</translation>
    </message>
    <message>
        <source>NVLink</source>
        <translation>NVLink</translation>
    </message>
    <message>
        <source>%1 GB/s</source>
        <translation>%1 GB/s</translation>
    </message>
    <message>
        <source>NVLink %1 GB/s</source>
        <translation>NVLink %1 GB/s</translation>
    </message>
    <message>
        <source>GPUs come with a node type.</source>
        <translation>GPUs come with a node type.</translation>
    </message>
    <message>
        <source>Cables and optics</source>
        <translation>Cables and optics</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Kind</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Speed</translation>
    </message>
    <message>
        <source>%1 Gb/s</source>
        <translation>%1 Gb/s</translation>
    </message>
    <message>
        <source>Reach</source>
        <translation>Reach</translation>
    </message>
    <message>
        <source>%1 m</source>
        <translation>%1 m</translation>
    </message>
    <message>
        <source>Links carried</source>
        <translation>Links carried</translation>
    </message>
    <message>
        <source>Use</source>
        <translation>Use</translation>
    </message>
    <message>
        <source>Drop on a link to use this cable for it.</source>
        <translation>Drop on a link to use this cable for it.</translation>
    </message>
    <message>
        <source>No part matches &quot;%1&quot;. Search by name, vendor, speed or technology (InfiniBand, IB, Ethernet, RoCE).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GPUs, %2 × %3 ports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fabric switches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaf switch</source>
        <translation type="unfinished">Leaf switch</translation>
    </message>
    <message>
        <source>A switch in the leaf row: the nodes&apos; NICs link to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spine switch</source>
        <translation type="unfinished">Spine switch</translation>
    </message>
    <message>
        <source>A switch in the spine row: the leaves link up to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Core switch</source>
        <translation type="unfinished">Core switch</translation>
    </message>
    <message>
        <source>A switch in the core row: the spines link up to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Of the part most used in the design. Drag onto the canvas to add it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Height</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 U</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fp::ProfilesDialog</name>
    <message>
        <source>Source: FabricPlanner&apos;s default (an estimate); set your own. Stored in the project.</source>
        <translation>Source: FabricPlanner&apos;s default (an estimate); set your own. Stored in the project.</translation>
    </message>
    <message>
        <source>Source: entered for this project (the default is %1). Stored in the project.</source>
        <translation>Source: entered for this project (the default is %1). Stored in the project.</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Workload</translation>
    </message>
    <message>
        <source>Source: FabricPlanner&apos;s default; set your own. Stored in the project.</source>
        <translation>Source: FabricPlanner&apos;s default; set your own. Stored in the project.</translation>
    </message>
    <message>
        <source>Source: entered for this project. Stored in the project.</source>
        <translation>Source: entered for this project. Stored in the project.</translation>
    </message>
    <message>
        <source>Tensor parallel</source>
        <translation>Tensor parallel</translation>
    </message>
    <message>
        <source>GPUs that split each layer; usually kept inside an NVLink domain.</source>
        <translation>GPUs that split each layer; usually kept inside an NVLink domain.</translation>
    </message>
    <message>
        <source>Pipeline parallel</source>
        <translation>Pipeline parallel</translation>
    </message>
    <message>
        <source>Pipeline stages the model is cut into.</source>
        <translation>Pipeline stages the model is cut into.</translation>
    </message>
    <message>
        <source>Data parallel</source>
        <translation>Data parallel</translation>
    </message>
    <message>
        <source>Model replicas; 0 means as many as the cluster allows.</source>
        <translation>Model replicas; 0 means as many as the cluster allows.</translation>
    </message>
    <message>
        <source>Expert parallel</source>
        <translation>Expert parallel</translation>
    </message>
    <message>
        <source>GPUs the experts of a mixture-of-experts model are spread over; more than 1 means all-to-all traffic.</source>
        <translation>GPUs the experts of a mixture-of-experts model are spread over; more than 1 means all-to-all traffic.</translation>
    </message>
    <message>
        <source>Communication share of step time</source>
        <translation>Communication share of step time</translation>
    </message>
    <message>
        <source>Share of a training step spent waiting for the network. It sets how much a faster fabric shortens the step; it can be derived from a measured step breakdown.</source>
        <translation>Share of a training step spent waiting for the network. It sets how much a faster fabric shortens the step; it can be derived from a measured step breakdown.</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>GPUs per job</source>
        <translation>GPUs per job</translation>
    </message>
    <message>
        <source>GPUs of the largest job; 0 means the whole cluster.</source>
        <translation>GPUs of the largest job; 0 means the whole cluster.</translation>
    </message>
    <message>
        <source>InfiniBand skills</source>
        <translation>InfiniBand skills</translation>
    </message>
    <message>
        <source>How well the team knows InfiniBand (subnet manager, UFM). Feeds the complexity score and the recommendation.</source>
        <translation>How well the team knows InfiniBand (subnet manager, UFM). Feeds the complexity score and the recommendation.</translation>
    </message>
    <message>
        <source>RoCE skills</source>
        <translation>RoCE skills</translation>
    </message>
    <message>
        <source>How well the team knows lossless Ethernet (PFC, ECN, DCQCN). Feeds the complexity score and the recommendation.</source>
        <translation>How well the team knows lossless Ethernet (PFC, ECN, DCQCN). Feeds the complexity score and the recommendation.</translation>
    </message>
    <message>
        <source>Existing Ethernet data centre</source>
        <translation>Existing Ethernet data centre</translation>
    </message>
    <message>
        <source>Jobs must survive a switch failure</source>
        <translation>Jobs must survive a switch failure</translation>
    </message>
    <message>
        <source>Growth target in one year</source>
        <translation>Growth target in one year</translation>
    </message>
    <message>
        <source>GPUs the cluster should have in a year; 0: no target.</source>
        <translation>GPUs the cluster should have in a year; 0: no target.</translation>
    </message>
    <message>
        <source>Growth target in three years</source>
        <translation>Growth target in three years</translation>
    </message>
    <message>
        <source>GPUs the cluster should have in three years; 0: no target.</source>
        <translation>GPUs the cluster should have in three years; 0: no target.</translation>
    </message>
    <message>
        <source>%1/kWh</source>
        <translation>%1/kWh</translation>
    </message>
    <message>
        <source>Energy price</source>
        <translation>Energy price</translation>
    </message>
    <message>
        <source>Price of a kilowatt-hour, for the energy cost and the TCO.</source>
        <translation>Price of a kilowatt-hour, for the energy cost and the TCO.</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>Power usage effectiveness of the site: the network&apos;s power is multiplied by it for cooling and distribution.</source>
        <translation>Power usage effectiveness of the site: the network&apos;s power is multiplied by it for cooling and distribution.</translation>
    </message>
    <message>
        <source>years</source>
        <translation>years</translation>
    </message>
    <message>
        <source>Depreciation period</source>
        <translation>Depreciation period</translation>
    </message>
    <message>
        <source>Years the network is written off over; the TCO covers them.</source>
        <translation>Years the network is written off over; the TCO covers them.</translation>
    </message>
    <message>
        <source>% of capital cost per year</source>
        <translation>% of capital cost per year</translation>
    </message>
    <message>
        <source>Support</source>
        <translation>Support</translation>
    </message>
    <message>
        <source>Yearly vendor support and maintenance as a share of the capital cost.</source>
        <translation>Yearly vendor support and maintenance as a share of the capital cost.</translation>
    </message>
    <message>
        <source>% of network parts</source>
        <translation>% of network parts</translation>
    </message>
    <message>
        <source>Spares</source>
        <translation>Spares</translation>
    </message>
    <message>
        <source>Spare switches, NICs, optics and cables as a share of the parts.</source>
        <translation>Spare switches, NICs, optics and cables as a share of the parts.</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Currency</translation>
    </message>
    <message>
        <source>ISO code the money figures are shown in. The catalogue prices are in EUR; a different code relabels them, it does not convert.</source>
        <translation>ISO code the money figures are shown in. The catalog prices are in EUR; a different code relabels them, it does not convert.</translation>
    </message>
    <message>
        <source>How each Ethernet fabric carries RoCE. The efficiency of the collectives follows from it (catalogue assumptions roce-efficiency-*); an untuned compute fabric is flagged in the issues list.</source>
        <translation>How each Ethernet fabric carries RoCE. The efficiency of the collectives follows from it (catalog assumptions roce-efficiency-*); an untuned compute fabric is flagged in the issues list.</translation>
    </message>
    <message>
        <source>Efficiency relative to InfiniBand: %1 (%2)</source>
        <translation>Efficiency relative to InfiniBand: %1 (%2)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>The design has no Ethernet fabric.</source>
        <translation>The design has no Ethernet fabric.</translation>
    </message>
    <message>
        <source>The catalogue figures the analyses use, with their tag and source. Double-click a value to enter your own: it is stored in the project, tagged as your figure.</source>
        <translation>The catalog figures the analyses use, with their tag and source. Double-click a value to enter your own: it is stored in the project, tagged as your figure.</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Figure</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Value</translation>
    </message>
    <message>
        <source>Tag</source>
        <translation>Tag</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <source>Restore the catalogue value</source>
        <translation>Restore the catalog value</translation>
    </message>
    <message>
        <source>not known: %1</source>
        <translation>not known: %1</translation>
    </message>
    <message>
        <source>Model assumptions</source>
        <translation>Model assumptions</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>price (EUR)</source>
        <translation>price (EUR)</translation>
    </message>
    <message>
        <source>Switches</source>
        <translation>Switches</translation>
    </message>
    <message>
        <source>Switch latencies</source>
        <translation>Switch latencies</translation>
    </message>
    <message>
        <source>%1: latency per hop (ns)</source>
        <translation>%1: latency per hop (ns)</translation>
    </message>
    <message>
        <source>NICs</source>
        <translation>NICs</translation>
    </message>
    <message>
        <source>Cables and optics</source>
        <translation>Cables and optics</translation>
    </message>
    <message>
        <source>Node types (without GPUs and NICs)</source>
        <translation>Node types (without GPUs and NICs)</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>not known</translation>
    </message>
    <message>
        <source>Entered by the user</source>
        <translation>Entered by the user</translation>
    </message>
    <message>
        <source>The weights of the management complexity score. They are FabricPlanner&apos;s estimates (no published scale exists), the same for every project, and are shown here so that the score can be checked. Each factor earns between 0 and its weight; the weights add up to 100.</source>
        <translation>The weights of the management complexity score. They are FabricPlanner&apos;s estimates (no published scale exists), the same for every project, and are shown here so that the score can be checked. Each factor earns between 0 and its weight; the weights add up to 100.</translation>
    </message>
    <message>
        <source>Factor</source>
        <translation>Factor</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Weight</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>Meaning</translation>
    </message>
    <message>
        <source>Managed devices</source>
        <translation>Managed devices</translation>
    </message>
    <message>
        <source>Switches and appliances to look after; full weight at %1 devices (the effort flattens with scale).</source>
        <translation>Switches and appliances to look after; full weight at %1 devices (the effort flattens with scale).</translation>
    </message>
    <message>
        <source>Extra technology</source>
        <translation>Extra technology</translation>
    </message>
    <message>
        <source>Per fabric technology beyond the first: two change processes, spare pools and tool sets.</source>
        <translation>Per fabric technology beyond the first: two change processes, spare pools and tool sets.</translation>
    </message>
    <message>
        <source>Vendors</source>
        <translation>Vendors</translation>
    </message>
    <message>
        <source>Switch and NIC vendors; full weight at %1 vendors.</source>
        <translation>Switch and NIC vendors; full weight at %1 vendors.</translation>
    </message>
    <message>
        <source>Lossless Ethernet</source>
        <translation>Lossless Ethernet</translation>
    </message>
    <message>
        <source>RoCE fabrics only: %1 % for having a lossless class at all (PFC, ECN, DCQCN, buffer headroom), the rest growing with RoCE ports up to %2.</source>
        <translation>RoCE fabrics only: %1 % for having a lossless class at all (PFC, ECN, DCQCN, buffer headroom), the rest growing with RoCE ports up to %2.</translation>
    </message>
    <message>
        <source>Subnet manager</source>
        <translation>Subnet manager</translation>
    </message>
    <message>
        <source>InfiniBand: an on-board subnet manager earns %1 % of the weight, external UFM appliances all of it.</source>
        <translation>InfiniBand: an on-board subnet manager earns %1 % of the weight, external UFM appliances all of it.</translation>
    </message>
    <message>
        <source>Skill gap</source>
        <translation>Skill gap</translation>
    </message>
    <message>
        <source>Per technology in use: no skills earn the full weight, some skills %1 %, experts nothing (organisation profile).</source>
        <translation>Per technology in use: no skills earn the full weight, some skills %1 %, experts nothing (organisation profile).</translation>
    </message>
    <message>
        <source>Cables and transceivers to look after; full weight at %1.</source>
        <translation>Cables and transceivers to look after; full weight at %1.</translation>
    </message>
    <message>
        <source>Tooling and monitoring</source>
        <translation>Tooling and monitoring</translation>
    </message>
    <message>
        <source>Per technology in use: UFM and fabric telemetry, PFC/ECN counters, plain Ethernet monitoring.</source>
        <translation>Per technology in use: UFM and fabric telemetry, PFC/ECN counters, plain Ethernet monitoring.</translation>
    </message>
    <message>
        <source>Profiles and assumptions</source>
        <translation>Profiles and assumptions</translation>
    </message>
    <message>
        <source>Organisation</source>
        <translation>Organisation</translation>
    </message>
    <message>
        <source>Fabrics</source>
        <translation>Fabrics</translation>
    </message>
    <message>
        <source>Catalog figures</source>
        <translation>Catalog figures</translation>
    </message>
    <message>
        <source>Complexity weights</source>
        <translation>Complexity weights</translation>
    </message>
    <message>
        <source>&lt;b&gt;Measurements&lt;/b&gt;</source>
        <translation>&lt;b&gt;Measurements&lt;/b&gt;</translation>
    </message>
    <message numerus="yes">
        <source>Use the figures fitted to %n measured run(s)</source>
        <translation>
            <numerusform>Use the figures fitted to %n measured run</numerusform>
            <numerusform>Use the figures fitted to %n measured runs</numerusform>
        </translation>
    </message>
    <message>
        <source>The collectives of the %1 variant then use the latency and bus bandwidth fitted to the imported nccl-tests runs (alpha-beta model, Thakur, Rabenseifner and Gropp 2005) instead of the catalogue&apos;s efficiency assumptions; the analysis says so.</source>
        <translation>The collectives of the %1 variant then use the latency and bus bandwidth fitted to the imported nccl-tests runs (alpha-beta model, Thakur, Rabenseifner and Gropp 2005) instead of the catalog&apos;s efficiency assumptions; the analysis says so.</translation>
    </message>
    <message>
        <source>billion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weights of the model trained; 0 means no model plan, and the step time is not modelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Active parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameters one token passes through (mixture of experts); 0 means all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transformer layers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hidden size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model dimension h.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens per sequence.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Micro-batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequences per micro-batch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Global batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequences per optimizer step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bytes per value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bytes of an activation or gradient value: 2 for BF16.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Experts per token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Top-k of a mixture-of-experts model; 0 for a dense model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pipeline interleave</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model chunks per pipeline stage (interleaved schedule); 1 without.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the cluster mostly runs. The recommendation values each variant&apos;s speed with the collective that stands for it: the all-reduce of training and HPC, the all-to-all of inference.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The site already runs Ethernet (tools, spares, people): in the recommendation, every fabric on Ethernet integrates with it (Ethernet/RoCE and the hybrid&apos;s storage and front-end).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A running job must keep going when any one switch fails: a requirement of the recommendation. The issues list warns when the design does not meet it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network capex budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requirement: the network&apos;s capital cost is at most this; 0: no budget. A variant above it is marked and recommended only when every variant fails a requirement.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minimum job all-reduce bus bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requirement: the job&apos;s all-reduce at the workload&apos;s largest collective size reaches at least this bus bandwidth; 0: none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weight of performance value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The step-time difference as money: GPU-hours a year at the catalogue&apos;s cost per GPU-hour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weight of network TCO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capital cost plus energy and support over the depreciation period.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weight of management complexity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The complexity score, the team&apos;s skill gap included.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weight of integration with the existing network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With an existing Ethernet data centre: the share of fabrics on Ethernet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weight of vendor diversity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch vendors to choose from for each fabric&apos;s technology.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weight of risk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RoCE bandwidth at stake if the team does not reach the modelled tuning.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each criterion gives every variant 0 to 10 points; the mean weighted by these weights decides.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requirements and decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changes the cable lengths of links without a length of their own; off: the catalogue&apos;s per-tier defaults, 10/30/60 m.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lay out the floor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On: racks stand in rows and each cable run is measured along the racks and across the rows. Off: every link without a length of its own takes the catalogue&apos;s default length of its tier.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Racks per row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Racks side by side in a row, the network racks included.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The width of one rack; 0.6 m is a 600 mm rack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row pitch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From row to row, centre to centre: a rack and a shared aisle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At each end of a run: from the port up to the cable tray.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added to every run: service loop and bends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the middle of the floor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the end of the rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spine and core racks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the network racks of the spine and core switches stand: in the middle of the floor or at the end of the rows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Floor layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare each technology at its best</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On: before the comparison, the InfiniBand, Ethernet/RoCE and hybrid variants each get the cheapest compute fabric of their technology that meets the requirements, found by the design search (switch model, tiers, planes, topology, oversubscription). Off: each is the design&apos;s compute fabric as generated, moved to the technology. The design as drawn is never changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power</source>
        <translation type="unfinished">Power</translation>
    </message>
    <message>
        <source>%1: power (W)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This cluster&apos;s own cost per GPU-hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The price of a GPU-hour (gpu-hour-cost-eur)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value GPU time lost at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What a GPU-hour that a slower network loses is worth, in the step-time rows and the performance criterion. Own cost: the design&apos;s capital cost over the depreciation years, energy and network support, per GPU-hour (what building the lost capacity costs). Price: the assumption gpu-hour-cost-eur, a rental price, for an owner who would otherwise rent.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fp::ProjectDocument</name>
    <message>
        <source>Untitled</source>
        <translation>Untitled</translation>
    </message>
</context>
<context>
    <name>fp::ProjectFile</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>the id must not be 0</source>
        <translation>the id must not be 0</translation>
    </message>
    <message>
        <source>id %1 is already used by another object</source>
        <translation>id %1 is already used by another object</translation>
    </message>
    <message>
        <source>id %1 is not below the project&apos;s next id %2</source>
        <translation>id %1 is not below the project&apos;s next id %2</translation>
    </message>
    <message>
        <source>no group has id %1</source>
        <translation>no group has id %1</translation>
    </message>
    <message>
        <source>no fabric has id %1</source>
        <translation>no fabric has id %1</translation>
    </message>
    <message>
        <source>no node has id %1</source>
        <translation>no node has id %1</translation>
    </message>
    <message>
        <source>a link end at a node needs a NIC index &gt;= 0, not %1</source>
        <translation>a link end at a node needs a NIC index &gt;= 0, not %1</translation>
    </message>
    <message>
        <source>a link end at a switch has NIC index -1, not %1</source>
        <translation>a link end at a switch has NIC index -1, not %1</translation>
    </message>
    <message>
        <source>no node or switch has id %1</source>
        <translation>no node or switch has id %1</translation>
    </message>
    <message>
        <source>must be at least 1</source>
        <translation>must be at least 1</translation>
    </message>
    <message>
        <source>node %1 is listed twice</source>
        <translation>node %1 is listed twice</translation>
    </message>
    <message>
        <source>domain_id %1, seq %2</source>
        <translation>domain_id %1, seq %2</translation>
    </message>
    <message>
        <source>seq %1</source>
        <translation>seq %1</translation>
    </message>
    <message>
        <source>fabric_id %1</source>
        <translation>fabric_id %1</translation>
    </message>
    <message>
        <source>row %1</source>
        <translation>row %1</translation>
    </message>
    <message>
        <source>table %1, %2</source>
        <translation>table %1, %2</translation>
    </message>
    <message>
        <source>table %1, %2, column %3</source>
        <translation>table %1, %2, column %3</translation>
    </message>
    <message>
        <source>not an integer</source>
        <translation>not an integer</translation>
    </message>
    <message>
        <source>not a number</source>
        <translation>not a number</translation>
    </message>
    <message>
        <source>not a text</source>
        <translation>not a text</translation>
    </message>
    <message>
        <source>missing (NULL)</source>
        <translation>missing (NULL)</translation>
    </message>
    <message>
        <source>%1 is not from %2 to %3</source>
        <translation>%1 is not from %2 to %3</translation>
    </message>
    <message>
        <source>unknown value &quot;%1&quot;</source>
        <translation>unknown value &quot;%1&quot;</translation>
    </message>
    <message>
        <source>table %1 cannot be read: %2</source>
        <translation>table %1 cannot be read: %2</translation>
    </message>
    <message>
        <source>table %1: has %2 rows instead of one</source>
        <translation>table %1: has %2 rows instead of one</translation>
    </message>
    <message>
        <source>not valid JSON: %1</source>
        <translation>not valid JSON: %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is stored twice</source>
        <translation>&quot;%1&quot; is stored twice</translation>
    </message>
    <message>
        <source>no NVLink domain has id %1</source>
        <translation>no NVLink domain has id %1</translation>
    </message>
    <message>
        <source>Cannot open &quot;%1&quot;: the folder &quot;%2&quot; does not exist.</source>
        <translation>Cannot open &quot;%1&quot;: the folder &quot;%2&quot; does not exist.</translation>
    </message>
    <message>
        <source>Cannot open &quot;%1&quot;: the file does not exist.</source>
        <translation>Cannot open &quot;%1&quot;: the file does not exist.</translation>
    </message>
    <message>
        <source>Cannot open &quot;%1&quot;: it is a folder, not a project file.</source>
        <translation>Cannot open &quot;%1&quot;: it is a folder, not a project file.</translation>
    </message>
    <message>
        <source>Cannot open &quot;%1&quot;: %2</source>
        <translation>Cannot open &quot;%1&quot;: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a FabricPlanner project: the file is empty.</source>
        <translation>&quot;%1&quot; is not a FabricPlanner project: the file is empty.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a FabricPlanner project: it is not an SQLite database.</source>
        <translation>&quot;%1&quot; is not a FabricPlanner project: it is not an SQLite database.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is damaged: the file is truncated (%2 bytes, shorter than its header).</source>
        <translation>&quot;%1&quot; is damaged: the file is truncated (%2 bytes, shorter than its header).</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is damaged: its header is invalid (page size %2).</source>
        <translation>&quot;%1&quot; is damaged: its header is invalid (page size %2).</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is damaged: the file is truncated (%2 bytes, expected %3).</source>
        <translation>&quot;%1&quot; is damaged: the file is truncated (%2 bytes, expected %3).</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is damaged: %2</source>
        <translation>&quot;%1&quot; is damaged: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a FabricPlanner project: it is an SQLite database of another program (application id %2).</source>
        <translation>&quot;%1&quot; is not a FabricPlanner project: it is an SQLite database of another program (application id %2).</translation>
    </message>
    <message>
        <source> (FabricPlanner %1)</source>
        <translation> (FabricPlanner %1)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; was saved by a newer version of FabricPlanner%2 in file format version %3; this version (%4) reads file format versions up to %5. Update FabricPlanner to open it.</source>
        <translation>&quot;%1&quot; was saved by a newer version of FabricPlanner%2 in file format version %3; this version (%4) reads file format versions up to %5. Update FabricPlanner to open it.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is damaged: it has no schema (version 0).</source>
        <translation>&quot;%1&quot; is damaged: it has no schema (version 0).</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is damaged: the database integrity check failed (%2).</source>
        <translation>&quot;%1&quot; is damaged: the database integrity check failed (%2).</translation>
    </message>
    <message>
        <source>Cannot open &quot;%1&quot;: no room for a temporary copy to upgrade it in.</source>
        <translation>Cannot open &quot;%1&quot;: no room for a temporary copy to upgrade it in.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be upgraded from file format version %2 to %3: %4</source>
        <translation>&quot;%1&quot; cannot be upgraded from file format version %2 to %3: %4</translation>
    </message>
    <message>
        <source>Cannot save &quot;%1&quot;: %2</source>
        <translation>Cannot save &quot;%1&quot;: %2</translation>
    </message>
    <message>
        <source>the project is invalid: %1</source>
        <translation>the project is invalid: %1</translation>
    </message>
    <message>
        <source>the Qt SQLite driver (QSQLITE) is not installed.</source>
        <translation>the Qt SQLite driver (QSQLITE) is not installed.</translation>
    </message>
    <message>
        <source>the folder &quot;%1&quot; does not exist.</source>
        <translation>the folder &quot;%1&quot; does not exist.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a folder.</source>
        <translation>&quot;%1&quot; is not a folder.</translation>
    </message>
    <message>
        <source>a folder of that name exists.</source>
        <translation>a folder of that name exists.</translation>
    </message>
    <message>
        <source>the file is read-only.</source>
        <translation>the file is read-only.</translation>
    </message>
    <message>
        <source>cannot create a file in the folder &quot;%1&quot;: %2.</source>
        <translation>cannot create a file in the folder &quot;%1&quot;: %2.</translation>
    </message>
    <message>
        <source>the file was written but the folder could not be synced: %1.</source>
        <translation>the file was written but the folder could not be synced: %1.</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>missing</translation>
    </message>
    <message>
        <source>not an object</source>
        <translation>not an object</translation>
    </message>
    <message>
        <source>not an array</source>
        <translation>not an array</translation>
    </message>
    <message>
        <source>not a string</source>
        <translation>not a string</translation>
    </message>
    <message>
        <source>not true or false</source>
        <translation>not true or false</translation>
    </message>
    <message>
        <source>not a whole number from %1 to %2</source>
        <translation>not a whole number from %1 to %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a FabricPlanner project</source>
        <translation>&quot;%1&quot; is not a FabricPlanner project</translation>
    </message>
    <message>
        <source>format version %1 is not supported (this version reads %2)</source>
        <translation>format version %1 is not supported (this version reads %2)</translation>
    </message>
    <message>
        <source>not an object or null</source>
        <translation>not an object or null</translation>
    </message>
    <message>
        <source>unknown variant &quot;%1&quot;</source>
        <translation>unknown variant &quot;%1&quot;</translation>
    </message>
    <message>
        <source>variant &quot;%1&quot; is listed twice</source>
        <translation>variant &quot;%1&quot; is listed twice</translation>
    </message>
    <message>
        <source>Cannot open &quot;%1&quot;: it is not a regular file (a pipe, device or socket).</source>
        <translation>Cannot open &quot;%1&quot;: it is not a regular file (a pipe, device or socket).</translation>
    </message>
    <message>
        <source>cannot keep the previous version as &quot;%1&quot;: %2</source>
        <translation>cannot keep the previous version as &quot;%1&quot;: %2</translation>
    </message>
    <message>
        <source>it is not a regular file (a pipe, device or socket).</source>
        <translation>it is not a regular file (a pipe, device or socket).</translation>
    </message>
    <message>
        <source>the design with its groups repeated has %1 %2; at most %3 are allowed</source>
        <translation>the design with its groups repeated has %1 %2; at most %3 are allowed</translation>
    </message>
    <message>
        <source>nodes and switches</source>
        <translation>nodes and switches</translation>
    </message>
    <message>
        <source>links</source>
        <translation>links</translation>
    </message>
    <message>
        <source>the column %1 is missing</source>
        <translation>the column %1 is missing</translation>
    </message>
    <message>
        <source>Cannot open &quot;%1&quot;: the Qt SQLite driver (QSQLITE) is not installed.</source>
        <translation>Cannot open &quot;%1&quot;: the Qt SQLite driver (QSQLITE) is not installed.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has invalid content: %2</source>
        <translation>&quot;%1&quot; has invalid content: %2</translation>
    </message>
    <message>
        <source>the file has other names (hard links) that would keep the old version; save it under a new name, or remove its other names first.</source>
        <translation>the file has other names (hard links) that would keep the old version; save it under a new name, or remove its other names first.</translation>
    </message>
</context>
<context>
    <name>fp::PropertiesWidget</name>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Workload</translation>
    </message>
    <message>
        <source>Communication share</source>
        <translation>Communication share</translation>
    </message>
    <message>
        <source>InfiniBand skills</source>
        <translation>InfiniBand skills</translation>
    </message>
    <message>
        <source>RoCE skills</source>
        <translation>RoCE skills</translation>
    </message>
    <message>
        <source>Share of each training step spent communicating.</source>
        <translation>Share of each training step spent communicating.</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Untitled</translation>
    </message>
    <message>
        <source>Select an object on the canvas to edit it. Drag parts from the catalogue to add them; drag from a NIC port or a switch&apos;s port bar to a switch to link them.</source>
        <translation>Select an object on the canvas to edit it. Drag parts from the catalog to add them; drag from a NIC port or a switch&apos;s port bar to a switch to link them.</translation>
    </message>
    <message>
        <source>Node type</source>
        <translation>Node type</translation>
    </message>
    <message>
        <source>Switch type</source>
        <translation>Switch type</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Role</translation>
    </message>
    <message>
        <source>Bundle</source>
        <translation>Bundle</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Speed</translation>
    </message>
    <message>
        <source>Cable</source>
        <translation>Cable</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Length</translation>
    </message>
    <message>
        <source> links</source>
        <translation> links</translation>
    </message>
    <message>
        <source>Parallel links between the same two ends.</source>
        <translation>Parallel links between the same two ends.</translation>
    </message>
    <message>
        <source> Gb/s</source>
        <translation> Gb/s</translation>
    </message>
    <message>
        <source> m</source>
        <translation> m</translation>
    </message>
    <message>
        <source>Default for the tier</source>
        <translation>Default for the tier</translation>
    </message>
    <message>
        <source>Repeat</source>
        <translation>Repeat</translation>
    </message>
    <message>
        <source>Collapsed</source>
        <translation>Collapsed</translation>
    </message>
    <message>
        <source>Draw as one block</source>
        <translation>Draw as one block</translation>
    </message>
    <message>
        <source>How many copies of this group the design has.</source>
        <translation>How many copies of this group the design has.</translation>
    </message>
    <message>
        <source>Automatic (by length and speed)</source>
        <translation>Automatic (by length and speed)</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>Project</translation>
    </message>
    <message>
        <source>%1 objects selected</source>
        <translation>%1 objects selected</translation>
    </message>
    <message>
        <source>Select objects of one kind to edit them together.</source>
        <translation>Select objects of one kind to edit them together.</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>Node</translation>
    </message>
    <message>
        <source>%1 nodes</source>
        <translation>%1 nodes</translation>
    </message>
    <message>
        <source>%1 GPUs, %2 NICs</source>
        <translation>%1 GPUs, %2 NICs</translation>
    </message>
    <message>
        <source>In group &quot;%1&quot; (× %2)</source>
        <translation>In group &quot;%1&quot; (× %2)</translation>
    </message>
    <message>
        <source>Switch</source>
        <translation>Switch</translation>
    </message>
    <message>
        <source>%1 switches</source>
        <translation>%1 switches</translation>
    </message>
    <message>
        <source>Fabric: %1&lt;br&gt;Ports in use: %2 of %3 at %4 Gb/s</source>
        <translation>Fabric: %1&lt;br&gt;Ports in use: %2 of %3 at %4 Gb/s</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>Link</translation>
    </message>
    <message>
        <source>%1 links</source>
        <translation>%1 links</translation>
    </message>
    <message>
        <source>%1, NIC %2 port %3</source>
        <translation>%1, NIC %2 port %3</translation>
    </message>
    <message>
        <source>From %1&lt;br&gt;to %2</source>
        <translation>From %1&lt;br&gt;to %2</translation>
    </message>
    <message>
        <source>Changes apply to all %1 selected links.</source>
        <translation>Changes apply to all %1 selected links.</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Group</translation>
    </message>
    <message>
        <source>%1 groups</source>
        <translation>%1 groups</translation>
    </message>
    <message>
        <source>Drawn once; the design holds %1 copies.</source>
        <translation>Drawn once; the design holds %1 copies.</translation>
    </message>
    <message>
        <source>Fabric &quot;%1&quot; in the project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> link</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fp::Recovery</name>
    <message>
        <source>Cannot create the recovery folder &quot;%1&quot;.</source>
        <translation>Cannot create the recovery folder &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>Cannot lock the recovery copy.</source>
        <translation>Cannot lock the recovery copy.</translation>
    </message>
</context>
<context>
    <name>fp::RegenerateDialog</name>
    <message>
        <source>Regenerate the fabric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished">Cancel</translation>
    </message>
    <message>
        <source>%1:1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fabric is built again with the new settings. What changes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Technology</source>
        <translation type="unfinished">Technology</translation>
    </message>
    <message>
        <source>Switch</source>
        <translation type="unfinished">Switch</translation>
    </message>
    <message>
        <source>Default for the technology</source>
        <translation type="unfinished">Default for the technology</translation>
    </message>
    <message>
        <source>Topology</source>
        <translation type="unfinished">Topology</translation>
    </message>
    <message>
        <source>Oversubscription</source>
        <translation type="unfinished">Oversubscription</translation>
    </message>
    <message>
        <source>Planes</source>
        <translation type="unfinished">Planes</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished">GPUs</translation>
    </message>
    <message>
        <source>Switches</source>
        <translation type="unfinished">Switches</translation>
    </message>
    <message>
        <source>Links</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at least %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network capital cost</source>
        <translation type="unfinished">Network capital cost</translation>
    </message>
    <message>
        <source>These settings cannot be built:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand edits dropped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None: the fabric is as it was generated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand edits kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Profiles, requirements, catalogue values, measurements and fabrics drawn by hand stay as they are. Apply is one step: Undo brings the design back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Project name</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fp::Report</name>
    <message>
        <source>yes</source>
        <translation>yes</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>(recommended)</source>
        <translation>(recommended)</translation>
    </message>
    <message>
        <source>node to leaf</source>
        <translation>node to leaf</translation>
    </message>
    <message>
        <source>leaf to spine</source>
        <translation>leaf to spine</translation>
    </message>
    <message>
        <source>spine to core</source>
        <translation>spine to core</translation>
    </message>
    <message>
        <source>%1, %2 m</source>
        <translation>%1, %2 m</translation>
    </message>
    <message>
        <source>switch side</source>
        <translation>switch side</translation>
    </message>
    <message>
        <source>node side</source>
        <translation>node side</translation>
    </message>
    <message>
        <source>NVIDIA UFM Enterprise appliance</source>
        <translation>NVIDIA UFM Enterprise appliance</translation>
    </message>
    <message>
        <source>Switch tiers</source>
        <translation>Switch tiers</translation>
    </message>
    <message>
        <source>Switches</source>
        <translation>Switches</translation>
    </message>
    <message>
        <source>Injection per GPU (Gb/s)</source>
        <translation>Injection per GPU (Gb/s)</translation>
    </message>
    <message>
        <source>Bisection bandwidth (Tb/s)</source>
        <translation>Bisection bandwidth (Tb/s)</translation>
    </message>
    <message>
        <source>Oversubscription</source>
        <translation>Oversubscription</translation>
    </message>
    <message>
        <source>All-reduce bus bandwidth, %1 (GB/s)</source>
        <translation>All-reduce bus bandwidth, %1 (GB/s)</translation>
    </message>
    <message>
        <source>All-to-all time, %1 (ms)</source>
        <translation>All-to-all time, %1 (ms)</translation>
    </message>
    <message>
        <source>Network capital cost</source>
        <translation>Network capital cost</translation>
    </message>
    <message>
        <source>Network cost per GPU</source>
        <translation>Network cost per GPU</translation>
    </message>
    <message>
        <source>Network share of cluster cost</source>
        <translation>Network share of cluster cost</translation>
    </message>
    <message>
        <source>Network power (kW)</source>
        <translation>Network power (kW)</translation>
    </message>
    <message>
        <source>Energy per year (MWh, with PUE)</source>
        <translation>Energy per year (MWh, with PUE)</translation>
    </message>
    <message>
        <source>Energy cost per year</source>
        <translation>Energy cost per year</translation>
    </message>
    <message>
        <source>TCO over %1 years</source>
        <translation>TCO over %1 years</translation>
    </message>
    <message>
        <source>Management complexity (0-100)</source>
        <translation>Management complexity (0-100)</translation>
    </message>
    <message>
        <source>Worst switch failure: GPUs cut off</source>
        <translation>Worst switch failure: GPUs cut off</translation>
    </message>
    <message>
        <source>Worst switch failure: bandwidth lost</source>
        <translation>Worst switch failure: bandwidth lost</translation>
    </message>
    <message>
        <source>A cluster-wide job survives it</source>
        <translation>A cluster-wide job survives it</translation>
    </message>
    <message>
        <source>GPUs before another tier is needed</source>
        <translation>GPUs before another tier is needed</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Summary</translation>
    </message>
    <message>
        <source>Recommendation: %1</source>
        <translation>Recommendation: %1</translation>
    </message>
    <message>
        <source>Main reasons</source>
        <translation>Main reasons</translation>
    </message>
    <message>
        <source>What would change the answer</source>
        <translation>What would change the answer</translation>
    </message>
    <message>
        <source>Key figures</source>
        <translation>Key figures</translation>
    </message>
    <message>
        <source>The design</source>
        <translation>The design</translation>
    </message>
    <message>
        <source>Fabrics of the design as drawn</source>
        <translation>Fabrics of the design as drawn</translation>
    </message>
    <message>
        <source>Fabric</source>
        <translation>Fabric</translation>
    </message>
    <message>
        <source>Technology</source>
        <translation>Technology</translation>
    </message>
    <message>
        <source>Purpose</source>
        <translation>Purpose</translation>
    </message>
    <message>
        <source>Tiers</source>
        <translation>Tiers</translation>
    </message>
    <message>
        <source>Switches per tier</source>
        <translation>Switches per tier</translation>
    </message>
    <message>
        <source>Links per tier</source>
        <translation>Links per tier</translation>
    </message>
    <message>
        <source>Per tier: leaf first, then spine, then core. A link is one port-speed connection.</source>
        <translation>Per tier: leaf first, then spine, then core. A link is one port-speed connection.</translation>
    </message>
    <message>
        <source>Comparison of the variants</source>
        <translation>Comparison of the variants</translation>
    </message>
    <message>
        <source>Points to check</source>
        <translation>Points to check</translation>
    </message>
    <message>
        <source>Message size</source>
        <translation>Message size</translation>
    </message>
    <message>
        <source>Bus bandwidth (GB/s)</source>
        <translation>Bus bandwidth (GB/s)</translation>
    </message>
    <message>
        <source>Measured (%1)</source>
        <translation>Measured (%1)</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Measured</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Charts</translation>
    </message>
    <message>
        <source>Network cost per variant</source>
        <translation>Network cost per variant</translation>
    </message>
    <message>
        <source>%1 million</source>
        <translation>%1 million</translation>
    </message>
    <message>
        <source>Capital cost</source>
        <translation>Capital cost</translation>
    </message>
    <message>
        <source>Capital cost of the network and its total cost of ownership (energy with PUE and support added), in millions of %1.</source>
        <translation>Capital cost of the network and its total cost of ownership (energy with PUE and support added), in millions of %1.</translation>
    </message>
    <message>
        <source>Management complexity per variant</source>
        <translation>Management complexity per variant</translation>
    </message>
    <message>
        <source>Score (0-100)</source>
        <translation>Score (0-100)</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Higher means more for the operations team to run: devices, technologies, lossless Ethernet, subnet managers, skill gaps, cables and tools (see &quot;Management complexity&quot;).</source>
        <translation>Higher means more for the operations team to run: devices, technologies, lossless Ethernet, subnet managers, skill gaps, cables and tools (see &quot;Management complexity&quot;).</translation>
    </message>
    <message>
        <source>All-reduce bus bandwidth against message size, %1 GPUs</source>
        <translation>All-reduce bus bandwidth against message size, %1 GPUs</translation>
    </message>
    <message>
        <source>Lines: the model for the whole cluster. Markers without a line: imported nccl-tests measurements (they may use fewer GPUs; see &quot;Measurements&quot;).</source>
        <translation>Lines: the model for the whole cluster. Markers without a line: imported nccl-tests measurements (they may use fewer GPUs; see &quot;Measurements&quot;).</translation>
    </message>
    <message>
        <source>The model for the whole cluster; the message size axis is logarithmic. No measurements have been imported.</source>
        <translation>The model for the whole cluster; the message size axis is logarithmic. No measurements have been imported.</translation>
    </message>
    <message>
        <source>All-to-all bus bandwidth against message size, %1 GPUs</source>
        <translation>All-to-all bus bandwidth against message size, %1 GPUs</translation>
    </message>
    <message>
        <source>All-to-all crosses the bisection of the fabric: it shows the effect of oversubscription and of the technology&apos;s efficiency.</source>
        <translation>All-to-all crosses the bisection of the fabric: it shows the effect of oversubscription and of the technology&apos;s efficiency.</translation>
    </message>
    <message>
        <source>Bills of materials</source>
        <translation>Bills of materials</translation>
    </message>
    <message>
        <source>Part</source>
        <translation>Part</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Category</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>Detail</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Quantity</translation>
    </message>
    <message>
        <source>Unit price</source>
        <translation>Unit price</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Power (W)</source>
        <translation>Power (W)</translation>
    </message>
    <message>
        <source>Management complexity</source>
        <translation>Management complexity</translation>
    </message>
    <message>
        <source>A score from 0 to 100 made of named factors, each earning up to its weight. The weights are editable assumptions of this project; the sentences below give the figures behind each factor.</source>
        <translation>A score from 0 to 100 made of named factors, each earning up to its weight. The weights are editable assumptions of this project; the sentences below give the figures behind each factor.</translation>
    </message>
    <message>
        <source>Factor (weight)</source>
        <translation>Factor (weight)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>RoCE configuration checklist</source>
        <translation>RoCE configuration checklist</translation>
    </message>
    <message>
        <source>An Ethernet fabric carries RDMA well only when it is engineered for it: a lossless traffic class with PFC, ECN marking and congestion control, trusted DSCP markings and enough buffer headroom per port, configured the same on every switch and NIC. These are the settings this design needs.</source>
        <translation>An Ethernet fabric carries RDMA well only when it is engineered for it: a lossless traffic class with PFC, ECN marking and congestion control, trusted DSCP markings and enough buffer headroom per port, configured the same on every switch and NIC. These are the settings this design needs.</translation>
    </message>
    <message>
        <source>No variant of this design runs RoCE: nothing to set.</source>
        <translation>No variant of this design runs RoCE: nothing to set.</translation>
    </message>
    <message>
        <source>Setting</source>
        <translation>Setting</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Value</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <source>Resilience and growth</source>
        <translation>Resilience and growth</translation>
    </message>
    <message>
        <source>Worst link failure: GPUs cut off</source>
        <translation>Worst link failure: GPUs cut off</translation>
    </message>
    <message>
        <source>Worst link failure: bandwidth lost</source>
        <translation>Worst link failure: bandwidth lost</translation>
    </message>
    <message>
        <source>Free switch ports</source>
        <translation>Free switch ports</translation>
    </message>
    <message>
        <source>GPUs addable before another spine</source>
        <translation>GPUs addable before another spine</translation>
    </message>
    <message>
        <source>Next increment (GPUs)</source>
        <translation>Next increment (GPUs)</translation>
    </message>
    <message>
        <source>Cost of the next increment</source>
        <translation>Cost of the next increment</translation>
    </message>
    <message>
        <source>Cost per GPU steps up at (GPUs)</source>
        <translation>Cost per GPU steps up at (GPUs)</translation>
    </message>
    <message>
        <source>%1 GPUs (target, year %2): tiers</source>
        <translation>%1 GPUs (target, year %2): tiers</translation>
    </message>
    <message>
        <source>%1 GPUs (target, year %2): network capital cost</source>
        <translation>%1 GPUs (target, year %2): network capital cost</translation>
    </message>
    <message>
        <source>Assumptions and sources</source>
        <translation>Assumptions and sources</translation>
    </message>
    <message>
        <source>Part or assumption</source>
        <translation>Part or assumption</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Figure</translation>
    </message>
    <message>
        <source>Tag</source>
        <translation>Tag</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>Year</translation>
    </message>
    <message>
        <source>Project assumptions</source>
        <translation>Project assumptions</translation>
    </message>
    <message>
        <source>Assumption</source>
        <translation>Assumption</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Workload</translation>
    </message>
    <message>
        <source>Share of step time spent communicating</source>
        <translation>Share of step time spent communicating</translation>
    </message>
    <message>
        <source>Parallelism (tensor / pipeline / expert)</source>
        <translation>Parallelism (tensor / pipeline / expert)</translation>
    </message>
    <message>
        <source>GPUs per job</source>
        <translation>GPUs per job</translation>
    </message>
    <message>
        <source>the whole cluster</source>
        <translation>the whole cluster</translation>
    </message>
    <message>
        <source>Team experience with InfiniBand</source>
        <translation>Team experience with InfiniBand</translation>
    </message>
    <message>
        <source>Team experience with RoCE</source>
        <translation>Team experience with RoCE</translation>
    </message>
    <message>
        <source>Existing Ethernet data-centre network</source>
        <translation>Existing Ethernet data-centre network</translation>
    </message>
    <message>
        <source>A job must survive any single switch failure</source>
        <translation>A job must survive any single switch failure</translation>
    </message>
    <message>
        <source>GPUs in one year</source>
        <translation>GPUs in one year</translation>
    </message>
    <message>
        <source>GPUs in three years</source>
        <translation>GPUs in three years</translation>
    </message>
    <message>
        <source>Energy price</source>
        <translation>Energy price</translation>
    </message>
    <message>
        <source>%1 per kWh</source>
        <translation>%1 per kWh</translation>
    </message>
    <message>
        <source>PUE (cooling overhead)</source>
        <translation>PUE (cooling overhead)</translation>
    </message>
    <message>
        <source>Depreciation period</source>
        <translation>Depreciation period</translation>
    </message>
    <message>
        <source>%1 years</source>
        <translation>%1 years</translation>
    </message>
    <message>
        <source>Support per year, share of capital cost</source>
        <translation>Support per year, share of capital cost</translation>
    </message>
    <message>
        <source>Spares, share of network parts</source>
        <translation>Spares, share of network parts</translation>
    </message>
    <message>
        <source>Measurements</source>
        <translation>Measurements</translation>
    </message>
    <message>
        <source>Results imported from nccl-tests logs, beside the model for the same operation, size and number of GPUs on the variant measured (the design as drawn when the log does not say).</source>
        <translation>Results imported from nccl-tests logs, beside the model for the same operation, size and number of GPUs on the variant measured (the design as drawn when the log does not say).</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variant</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>Operation</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Size</translation>
    </message>
    <message>
        <source>Time (µs)</source>
        <translation>Time (µs)</translation>
    </message>
    <message>
        <source>Measured busbw (GB/s)</source>
        <translation>Measured busbw (GB/s)</translation>
    </message>
    <message>
        <source>Model busbw (GB/s)</source>
        <translation>Model busbw (GB/s)</translation>
    </message>
    <message>
        <source>not stated</source>
        <translation>not stated</translation>
    </message>
    <message>
        <source>Fabric comparison report</source>
        <translation>Fabric comparison report</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Contents</translation>
    </message>
    <message>
        <source> (continued)</source>
        <translation> (continued)</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Page %1 of %2</translation>
    </message>
    <message>
        <source>InfiniBand, Ethernet/RoCE and hybrid compared</source>
        <translation>InfiniBand, Ethernet/RoCE and hybrid compared</translation>
    </message>
    <message>
        <source>Untitled project</source>
        <translation>Untitled project</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Author</translation>
    </message>
    <message>
        <source>%1 GPUs in %2 nodes</source>
        <translation>%1 GPUs in %2 nodes</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Price</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Power</translation>
    </message>
    <message>
        <source>NVLink bandwidth</source>
        <translation>NVLink bandwidth</translation>
    </message>
    <message>
        <source>Latency per hop</source>
        <translation>Latency per hop</translation>
    </message>
    <message>
        <source>Reach</source>
        <translation>Reach</translation>
    </message>
    <message>
        <source>Other power</source>
        <translation>Other power</translation>
    </message>
    <message>
        <source>Maximum power</source>
        <translation>Maximum power</translation>
    </message>
    <message>
        <source>Buffer</source>
        <translation>Buffer</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>not known</translation>
    </message>
    <message>
        <source>%1 W</source>
        <translation>%1 W</translation>
    </message>
    <message>
        <source>%1 GB/s</source>
        <translation>%1 GB/s</translation>
    </message>
    <message>
        <source>%1 ns</source>
        <translation>%1 ns</translation>
    </message>
    <message>
        <source>%1 m</source>
        <translation>%1 m</translation>
    </message>
    <message>
        <source>%1 MB</source>
        <translation>%1 MB</translation>
    </message>
    <message>
        <source>%1 µs</source>
        <translation>%1 µs</translation>
    </message>
    <message>
        <source>%1 KB</source>
        <translation>%1 KB</translation>
    </message>
    <message>
        <source>The PDF report needs the graphical part of Qt (a QGuiApplication); this program did not start it.</source>
        <translation>The PDF report needs the graphical part of Qt (a QGuiApplication); this program did not start it.</translation>
    </message>
    <message>
        <source>The PDF could not be started.</source>
        <translation>The PDF could not be started.</translation>
    </message>
    <message>
        <source>Cannot write the report to &quot;%1&quot;: %2</source>
        <translation>Cannot write the report to &quot;%1&quot;: %2</translation>
    </message>
    <message>
        <source>%1 (%2 of %3 points)</source>
        <translation>%1 (%2 of %3 points)</translation>
    </message>
    <message>
        <source>Switches per tier, from the leaves up: %1.</source>
        <translation>Switches per tier, from the leaves up: %1.</translation>
    </message>
    <message>
        <source>invalid</source>
        <translation>invalid</translation>
    </message>
    <message>
        <source>No recommendation: the design breaks a rule of the model or a figure is not a finite number of at least 0.</source>
        <translation>No recommendation: the design breaks a rule of the model or a figure is not a finite number of at least 0.</translation>
    </message>
    <message>
        <source>Why none</source>
        <translation>Why none</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unknown</translation>
    </message>
    <message>
        <source>%1 + unknown</source>
        <translation>%1 + unknown</translation>
    </message>
    <message>
        <source>Training step time (seconds)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exposed communication per year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Performance value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network TCO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Integration with the existing network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vendor diversity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Risk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Criterion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Weight</translation>
    </message>
    <message>
        <source>Weighted total (0-10)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scoring table (points 0-10, the best 10; the weighted total decides)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 capex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 opex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 TCO to date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network TCO along the growth plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Year %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lead at low</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lead at high</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changes at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not in range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lead of %1 when one assumption changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lead in points (0-10 scale)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the low end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the high end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TCO along the growth plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The organisation profile sets no 1- or 3-year target: the table shows the design now over the depreciation period, year by year.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network TCO per year, in millions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cumulative network TCO at the end of each year of the plan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sensitivity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each assumption below is set to the low and the high end of its range while the others stay as they are, and the decision is taken again. The bars show the lead in points of %1 over the best other variant; a bar left of zero means another variant would then be recommended. The last column gives the value, nearest to the current one, at which the recommendation changes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sensitivity of the recommendation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Part number</source>
        <translation></translation>
    </message>
    <message>
        <source>Which network should connect the %1 GPUs in %2 nodes of this cluster for %3: InfiniBand, Ethernet with RoCE, or a hybrid of the two?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cluster is planned to grow to %1 GPUs within one year and to %2 GPUs within three years.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cluster is planned to grow to %1 GPUs within three years.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cluster is planned to grow to %1 GPUs within one year.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A job survives any single switch failure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network capital cost within the budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minimum all-reduce bus bandwidth of a job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>met by %1 (%2), not by every option.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no option meets it. On %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not met by %1 (%2); met by %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requirement not met</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requirements not met</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requirements: %1 meets every requirement set (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requirements: the project sets no mandatory requirement (budget, availability or bandwidth); the choice rests on the weighted criteria alone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per GPU-hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The advice holds as long as the %1 stays above %2 (now %3); below that, %4 would be recommended.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The advice holds as long as the %1 stays below %2 (now %3); above that, %4 would be recommended.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The advice holds over the whole range tested of every assumption in the sensitivity analysis.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+%1 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Performance: a training step of %1 against %2 on %3 (%4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Operations: a management complexity of %1 against %2 out of 100 on %3 (%4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Integration: %1 of its fabrics on the Ethernet the data centre already runs, against %2 on %3 (%4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Risk: %1 of the bandwidth at stake if the RoCE tuning falls short, against %2 on %3 (%4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a leaf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Supplier dependence: InfiniBand switches come from one vendor (NVIDIA), so prices, lead times and the product roadmap depend on it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RoCE tuning: if the lossless configuration (PFC, ECN, congestion control) is not tuned and kept consistent, %1 of the modelled bandwidth is at stake.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Performance is modelled, not measured: the step times and bandwidths are estimates from a network model until a proof of concept confirms them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prices are catalogue estimates, not quotes: the cost difference can move once suppliers quote.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resolve the unmet requirement: have the change (for example a second network plane) designed and costed, or waive the requirement explicitly.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decision asked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recommendation: %1, once the unmet requirement is resolved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The trade-off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main risks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draft for review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reviewer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confidentiality</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confidential, internal use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Approved by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>euros</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 million</source>
        <translation>%1 %2 million</translation>
    </message>
    <message>
        <source>No nccl-tests measurements have been imported into this project yet: the bandwidth figures in this report are model values.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Document control</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 costs %2 (%3) more than %4 in network TCO over %5 years for the cluster as designed now, and %6 (%7) more along the growth plan to %8 GPUs in year %9.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The TCO along the growth plan covers %1 years.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 costs %2 (%3) more than %4 in network TCO over %5 years.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A training step takes the same time (%1) on both.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In return a training step takes %1 instead of %2 (%3 shorter), worth %4 a year in GPU time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In return a training step takes %1 instead of %2 (%3 shorter).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In exchange a training step takes %1 instead of %2 (%3 longer), which costs %4 a year in GPU time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In exchange a training step takes %1 instead of %2 (%3 longer).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bandwidth and time figures come from a model of NCCL on this fabric, not from measurements. For every operation and message size the model picks the algorithm and protocol NCCL&apos;s tuner would pick, and adds the latency of each network step to the time it takes to move the data at the NICs&apos; bandwidth after the technology&apos;s efficiency.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 µs per network step, %2 GB/s per GPU after an efficiency of %3, all-reduce of 1 GiB with %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model constants: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The training step time adds the communication the workload&apos;s parallel plan cannot hide behind computation to the compute time of the step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confidence: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confidence: the model has not been calibrated against measurements on this hardware. Treat the figures as estimates until nccl-tests runs in a proof of concept confirm them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The performance model and its limits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Glossary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Term</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation type="unfinished">Meaning</translation>
    </message>
    <message>
        <source>All-reduce</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A collective operation in which every GPU contributes data and every GPU receives the combined result (for example the sum of the gradients): the main communication of data-parallel training.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bus bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bandwidth figure of nccl-tests: the data each GPU moves per second, corrected for the operation so that it compares with the link speed; in GB/s (10⁹ bytes per second).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NCCL, nccl-tests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVIDIA&apos;s library for communication between GPUs, and its benchmark programs: the reference for the bandwidth figures in this report.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>InfiniBand</source>
        <translation type="unfinished">InfiniBand</translation>
    </message>
    <message>
        <source>A network technology built for HPC and AI: lossless by design, with its own switches, cables and a subnet manager; today from one vendor (NVIDIA).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RoCE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RDMA over Converged Ethernet: GPUs read and write each other&apos;s memory over an Ethernet network. It performs well only on a lossless, carefully tuned network.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PFC, ECN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Priority Flow Control pauses a traffic class on a link before its buffers overflow, so that no packet is lost; Explicit Congestion Notification marks packets when queues fill up, so that the senders slow down. Together they make Ethernet suitable for RoCE.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hybrid</source>
        <translation type="unfinished">Hybrid</translation>
    </message>
    <message>
        <source>The compute fabric on InfiniBand, the storage and front-end networks on Ethernet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A layer of switches: leaves connect the servers, spines connect the leaves, and in large fabrics a core tier connects the spines. More tiers mean more switches, links and latency.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ratio of the bandwidth towards the servers to the bandwidth towards the next tier, for example 2:1. At 1:1 (non-blocking) every server can send at full speed at the same time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In a rail-optimized design NIC n of every server connects to the same leaf (rail n), so GPUs of the same rank in different servers talk through one switch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PUE</source>
        <translation type="unfinished">PUE</translation>
    </message>
    <message>
        <source>Power usage effectiveness: the total power of the data centre divided by the power of its IT equipment; 1.3 means 30 % more for cooling and power distribution.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TCO</source>
        <translation type="unfinished">TCO</translation>
    </message>
    <message>
        <source>Total cost of ownership: the capital cost plus energy and support over the depreciation period.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requirements per variant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requirement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>met</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not met</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Indicative prices, not a quote: catalogue estimates in %1 excluding VAT, price level up to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spare: %1, on the shelf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optics (transceiver)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optics (transceiver)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished">%1, %2</translation>
    </message>
    <message>
        <source>The sources are listed under &quot;Assumptions and sources&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Appendix: procurement bill of materials</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bills of materials as a request for quotation needs them: each distinct bill once, with per part its part number, the quantity, the catalogue unit price, the line total and the source of the price (how it was established and its price year; the sources themselves are listed under &quot;Assumptions and sources&quot;). Optics (transceivers) are listed by the side they plug into, cables and fibres by link type and length. Spares are %1 of the network parts, rounded up per part, and are listed as spares.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price basis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unit prices are before any discount and have no validity date: ask the suppliers for quotes that state both.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bill of materials for %1 (one bill: the same parts in the same quantities)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bill of materials for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Incomplete: the catalogue has no price for %1; the total leaves these parts out and is a lower bound until a quote is entered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not in these bills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Installation, cabling labour, testing and commissioning.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Racks, power distribution units (PDUs), cable management and patch panels.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NCCL base latency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NCCL latency per NVLink step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NCCL latency per network step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NCCL bus bandwidth factor, %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default cable length, %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NCCL bus bandwidth per 400G NIC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>InfiniBand efficiency (share of line rate)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RoCE efficiency with adaptive routing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RoCE efficiency with ECMP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RoCE efficiency, untuned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVLink bus bandwidth, H100</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVLink bus bandwidth, H100 with NVLS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVLink bus bandwidth, B200</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVLink bus bandwidth, B200 with NVLS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NIC latency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Software latency per step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NCCL network overhead per step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NCCL ring bandwidth plateau</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NCCL LL maximum bus bandwidth, Blackwell factor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jobs placed at random (1 = yes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>InfiniBand SHARP in use (1 = yes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PFC headroom, fixed part</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PFC headroom per metre of cable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PFC headroom, MTU factor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ECN marking, minimum threshold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ECN marking, maximum threshold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RoCE PFC priority</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RoCE CNP priority</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spares, default share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exchange rate (EUR per USD)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RoCE network cost discount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost of a GPU-hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re-cabling cost per link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>UFM appliances per fabric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>UFM appliance, price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>UFM appliance, power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage bandwidth per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Front-end oversubscription</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes per rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes the on-board subnet manager handles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute efficiency (share of peak)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data-parallel traffic hidden behind compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data-parallel bucket size (parameters)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished">%1: %2</translation>
    </message>
    <message>
        <source>Highest oversubscription explored, pre-training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Highest oversubscription explored, fine-tuning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Highest oversubscription explored, inference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Highest oversubscription explored, mixed with HPC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BF16 compute, dense (TFLOPS)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NCCL LL maximum bus bandwidth (nodes: %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Schematic of the design as drawn: one row per tier with the number of switches and their model, the links between the rows with their number and speed, one unit in detail with its rails, and the other networks. The counts are those of the whole design, every repeated unit included.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 Gb/s</source>
        <translation type="unfinished">%1 Gb/s</translation>
    </message>
    <message>
        <source>Compute fabric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage fabric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Front-end fabric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Management network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per unit × %2 units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2): %3, %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tiers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 plane</source>
        <translation type="unfinished">1 plane</translation>
    </message>
    <message>
        <source>%1 planes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2 %3</source>
        <translation type="unfinished">%1 × %2 %3</translation>
    </message>
    <message>
        <source>%1 planes of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation type="unfinished">Nodes</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation type="unfinished">%1 × %2</translation>
    </message>
    <message>
        <source>%1 GPUs</source>
        <translation type="unfinished">%1 GPUs</translation>
    </message>
    <message>
        <source>No node is linked to this fabric in the design.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No links in the design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 links × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 up per %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One unit in detail: %1 nodes on %2 leaves (the design has %3 such units)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The nodes in detail: %1 nodes on 1 leaf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The nodes in detail: %1 nodes on %2 leaves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaf %1</source>
        <translation type="unfinished">Leaf %1</translation>
    </message>
    <message>
        <source>rail %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node %1</source>
        <translation type="unfinished">Node %1</translation>
    </message>
    <message>
        <source>%1 GPUs, %2 NICs</source>
        <translation type="unfinished">%1 GPUs, %2 NICs</translation>
    </message>
    <message>
        <source>Rail-optimized: NIC k of every node goes to the leaf of rail k.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drawn: the %1 nodes that share node 1&apos;s %2 leaves (of the unit&apos;s %3 nodes).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each leaf: %1 links × %2 up to the next tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaves linked up to the next tier at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a storage fabric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a front-end fabric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a management network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not in this design: %1. Not drawn, and not in the costs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switches of one tier (count × model)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes (servers)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link bundle (links × speed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ethernet</source>
        <translation type="unfinished">Ethernet</translation>
    </message>
    <message>
        <source>NIC port (number = NIC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not in the design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The design exactly as drawn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute and storage on InfiniBand; front-end and management on Ethernet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every fabric on Ethernet, the compute fabric set up for RoCE (a lossless traffic class with PFC and ECN).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute on InfiniBand; storage, front-end and management on Ethernet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no storage, front-end or management fabric in the design.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other fabrics: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network capital cost %1, TCO %2 over %3 years.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A training step takes %1 s in the model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The design as drawn already is the %1 design: the same fabrics on the same technologies, switches and links.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hybrid moves only the storage and front-end fabrics to Ethernet; this design has neither, so the hybrid is the InfiniBand design.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hybrid per unit puts Ethernet between the units; with one tier there is no switch between units, so nothing changes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2 come out as the same design: the same fabrics, switches and links.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The options in words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same GPUs, nodes and workload in every option; what differs is the network. Options that come out as the same design are described once, with the reason.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Risk register</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The risks the analyses found, for the options compared. Likelihood follows from the project&apos;s inputs (the team&apos;s experience, the number of vendors); where the inputs give no basis, it says so. The impact is the analyses&apos; figure.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Applies to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Likelihood</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Impact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mitigation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>High</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Low</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requirement not met: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Certain: the design as compared does not meet it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the design (for example a second network plane) and cost it, or waive the requirement explicitly before the decision.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of the network bandwidth lost when the tuning misses: the untuned efficiency is %2 against %3 as modelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lower bandwidth and pauses spreading through the fabric when the tuning misses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RoCE tuning (PFC, ECN, congestion control)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the team has %2 RoCE experience</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One supplier for InfiniBand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>High: the catalogue lists %1 InfiniBand switch vendor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prices, lead times and the roadmap of a network of %1 (capital cost) depend on one supplier.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price protection and delivery dates in the RFQ; keep an Ethernet/RoCE option priced as the fallback.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skills gap, InfiniBand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the team has %2 InfiniBand experience</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slower build-up and more operating errors; management complexity %1 of 100.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training before delivery, the vendor&apos;s professional services for the installation and the first months, a support contract.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skills gap, RoCE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bandwidths and step times are model estimates.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The step-time difference between %1 and %2 (%3) may be larger or smaller.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Performance modelled, not measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not quantified: no measurements imported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The proof of concept under &quot;Implementation steps&quot;, with the model&apos;s bus bandwidths as thresholds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The network cost of every option can move once suppliers quote.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prices are estimates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Given: catalogue estimates, not quotes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quotes from at least two suppliers per option; compare again with the quoted prices.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Implementation steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No option is recommended yet (see the summary); the steps below start once one is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resolve the unmet requirement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not meet every requirement (see the summary). Have the change designed and costed, or waive the requirement explicitly, before the quotes are requested.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request for quotation (RFQ)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send the bills of materials of %1 and %2 (the procurement appendix: part numbers, quantities, optics and cables, spares) to at least two suppliers each. Ask for prices excluding VAT with their validity, lead times, support levels and price protection. The indicative network capital costs are %3 and %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send the bill of materials of %1 (the procurement appendix) to at least two suppliers. Ask for prices excluding VAT with their validity, lead times, support levels and price protection. The indicative network capital cost is %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After the quotes: the quoted network capital cost of %1 stays within the budget of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After the quotes: %1 stays cheaper than %2 over %3 years with the quoted prices (now %4 less in TCO).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After the quotes: the extra TCO of %1 over %2 stays at or below the %3 this report is based on; if it grows, compare again with the quoted prices.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After the quotes: the quoted network capital cost stays near the indicative %1; if not, compare again with the quoted prices.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decision gate %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Proof of concept with nccl-tests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Borrow or rent at least two nodes with a leaf switch of %1%2 and run nccl-tests (all_reduce_perf and alltoall_perf) from 1 MiB to 1 GiB. The table gives the bus bandwidth the model predicts for the whole cluster of %3 GPUs. In the model a test on fewer nodes has fewer latency steps, so it should not come out lower.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (and of %1 where the suppliers can)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thresholds for the proof of concept: bus bandwidth the model predicts (GB/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-reduce, %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-to-all, %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation type="unfinished">%1 MiB</translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation type="unfinished">%1 GiB</translation>
    </message>
    <message>
        <source>not modelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After the proof of concept: the measured bus bandwidths at 1 GiB reach the figures above. Lower figures mean the model is optimistic: import the measurements into the design and compare again before ordering.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delivery and acceptance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accept the fabric with the same nccl-tests over all %1 GPUs, against the model&apos;s figures for the whole cluster in the table above.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply the lossless settings of the RoCE configuration checklist on every switch and NIC, check them automatically, test them under load in the proof of concept; vendor support for the first tuning.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check the lossless settings of the RoCE configuration checklist on every switch and NIC first. </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At worst one switch failure cuts GPUs off (%1, of %2) and stops a job that spans the cluster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>r%1</source>
        <comment>rail number, short</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One unit in detail: %1 nodes on 1 leaf (the design has %2 such units)</source>
        <translation></translation>
    </message>
    <message>
        <source>The printer is not set to the report&apos;s resolution.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Printing could not be started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Availability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch that fails</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs cut off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bandwidth lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster-wide job survives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two planes: node type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two planes: NIC ports per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two planes: network capital cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two planes: capital cost against one</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Two planes: TCO over %n years against one</source>
        <translation>
            <numerusform>Two planes: TCO over %n year against one</numerusform>
            <numerusform>Two planes: TCO over %n years against one</numerusform>
        </translation>
    </message>
    <message>
        <source>Two planes: GPUs cut off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two planes: bandwidth lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two planes: cluster-wide job survives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished">none</translation>
    </message>
    <message>
        <source>not available</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at least</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (instead of %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 x %2 Gb/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No two-plane figure for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cable lengths</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per-tier default lengths (no floor layout): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured on the floor layout, rounded up to a stock length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Floor layout: nodes per rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Floor layout: racks per row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Floor layout: rack width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Floor layout: row pitch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Floor layout: rise to the cable tray, each end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Floor layout: slack per run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Floor layout: spine and core racks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in the middle of the floor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at the end of the row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Appendix: cabling plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The design as drawn, one row per cable (%1 in all): each link of each fabric, bundles and the lanes of a split port counted one row each, sorted as an installer works, by rack, then device, then port. The label is printed on both ends of the cable. A device&apos;s name begins with its rack (its unit). A port is a switch&apos;s cage (with the lane of a split cage after the slash) or a node&apos;s NIC and port; the part is the transceiver or cable end in that port, the cable the cable or fibre between them. The same rows as the cabling plan export (CSV or spreadsheet), which also has the racks, the medium and the speed as columns.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A part</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B part</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cable</source>
        <translation type="unfinished">Cable</translation>
    </message>
    <message>
        <source>Length (m)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The design as drawn has no links yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Floor layout: rack height</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 U</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown (no rack elevation)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack height (U)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One rack holds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Racks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power per rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 U</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 kW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as a rack-scale system with its NVLink switch trays and power shelves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at least %1 kW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a network operating system licence or subscription for each of the %1 Ethernet switches (Cumulus Linux, SONiC with support or the vendor&apos;s own system), and NetQ or equivalent monitoring if wanted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Licences to quote, not in the total (no public price): %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Software licences and support contracts without a public price (their quantities are listed under each bill); the TCO counts support as %1 of the capital cost per year, not as a quoted contract.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Height</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 less</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each source note starts with its tag in words, followed by the catalogue&apos;s own note; the citation in it (title, web address, part number) is given as published, so that every source can be checked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network TCO per year, in millions (continued)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suppliers: the number of switch vendors to choose from is %1, against %2 on %3 (%4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln more point(s) in the editor&apos;s issues list.</source>
        <translation>
            <numerusform>%1: %Ln more point in the editor&apos;s issues list.</numerusform>
            <numerusform>%1: %Ln more points in the editor&apos;s issues list.</numerusform>
        </translation>
    </message>
    <message>
        <source>falls by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>falls by at most %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rises by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rises by at least %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A second network plane with dual-port NICs meets it: the network capital cost of %1 %2, that of %3 %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A second network plane with dual-port NICs meets it: the network capital cost of %1 %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>now %1 more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>now %1 less</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With the requirement met, the network TCO of %1 over %2 years is %3 (%4) more than that of %5 (%6).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With the requirement met, the network TCO of %1 over %2 years is %3 (%4) less than that of %5 (%6).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resolve the unmet requirement: add the second network plane to the design of %1 (network capital cost %2 instead of %3) and compare the options again on two planes, or waive the requirement explicitly.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training step time, fastest option = 100 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same GPUs, nodes and workload in each variant. InfiniBand puts the compute and storage fabrics on InfiniBand, Ethernet/RoCE puts every fabric on Ethernet, and the hybrid keeps the compute fabric on InfiniBand and storage on Ethernet; the front-end and management networks are Ethernet in every variant. Collective figures are for all %1 GPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A GPU is cut off when every port of its NIC is lost; bandwidth lost is the larger of the injection and the bisection lost (the capacity between the cluster&apos;s two halves, of which a failed leaf&apos;s links all sit in one). The capital cost includes the NICs, so the dual-port NICs are in it; the TCO adds energy and support over the depreciation period.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs in service</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network TCO over the depreciation period</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A GPU is cut off when every port of its NIC is lost. Bandwidth lost is the larger of the injection and the bisection lost; the bisection is the capacity between the cluster&apos;s two halves, and a failed leaf&apos;s links all sit in one half, so it takes up to twice its share of the GPUs from the bisection. A job spanning the cluster survives a failure only when no GPU is cut off: NICs with two ports, each on another plane (single-port NICs on two planes still lose the GPU on a failed switch&apos;s rail).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TCO year by year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU time lost against the fastest, per year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A GPU on one switch port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A NIC port per GPU on each of two network planes (dual-port NICs) where a job must survive it; spares on site (%1 of the network parts, in the bills); a tested replacement procedure.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two planes can cost less than one: on ports of half the speed a switch has twice the ports, so each plane may need a tier less (fewer switches and optics).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVIDIA Skyway GA100 InfiniBand-to-Ethernet gateway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>InfiniBand-to-Ethernet gateway throughput each way (Gb/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Risk: no RoCE tuning to get right, against %1 of the bandwidth at stake on %2 if its tuning falls short (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run a proof of concept of %1 with nccl-tests (all-reduce and all-to-all), on two nodes and then on one scalable unit, and compare the results with the model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run a proof of concept of %1 with nccl-tests on two nodes, then on one scalable unit, and compare its bus bandwidth with the model&apos;s (for the whole cluster %2 GB/s at an all-reduce of 1 GiB).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why %1 (%2 points ahead on a weighted score of 0-10)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not modelled path by path: traffic of other jobs, congestion and hash collisions in the fabric, failures, and differences between software versions. Routing enters as one efficiency factor per fabric: Ethernet/RoCE with adaptive routing at %1 of InfiniBand&apos;s efficiency (a vendor-sponsored measurement; plain ECMP at %2 of it, untuned at %3), so the Ethernet/RoCE figures assume the routing and tuning the project sets, which the proof of concept must confirm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In this design: a compute fabric on %1 with 1 tier (switches: %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In this design: a compute fabric on %1 with %2 tiers (switches: %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>out-of-band management (BMCs, switch management)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1GbE patch cord (Cat6A, RJ45)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1GbE management patch cord, price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No public part number: the catalogue id stands in; ask for it in the quote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 nodes per unit × %2 units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the compute, storage, front-end and management networks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the networks in the design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 costs %2 (%3) more than %4 in network TCO over %5 years for the cluster as designed now, but %6 less along the growth plan to %8 GPUs in year %9 (%4 costs %7 more there).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 costs %2 less than %4 in network TCO over %5 years for the cluster as designed now (%4 costs %3 more), but %6 (%7) more along the growth plan to %8 GPUs in year %9.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 costs %2 less than %4 in network TCO over %5 years for the cluster as designed now and %6 less along the growth plan to %8 GPUs in year %9 (%4 costs %3 and %7 more).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 costs %2 less than %4 in network TCO over %5 years (%4 costs %3 more).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the compute fabric alone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With %1 (%2 %3) %4 would be recommended.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Along the growth plan (the span of the score and the TCO): %1 of GPU time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Over the %1 years of the TCO: %2 of GPU time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Schematic of the recommended option, %1, as it is compared: the design the recommendation and the bill of materials are for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The recommended option: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power a network rack may draw (kW)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0: the options tie</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NCCL over TCP sockets, share of line rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>InfiniBand inside each scalable unit and Ethernet between the units, through InfiniBand-to-Ethernet gateways (counted, price unknown); the gateways forward IP, not RDMA, so a job that spans units runs NCCL over TCP sockets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>and %1 ports of %2 Gb/s for the storage targets (not drawn)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>less than %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (NCCL over TCP sockets between units, no SHARP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (compute fabric)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>between the InfiniBand leaves and the Ethernet spines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every catalogue figure the analyses of this design use, with its confidence and source. Tags: P primary (vendor documentation, measurements), S secondary (press, reports), E estimate, D derived by arithmetic from other figures, U set in this project. Prices are in EUR of the price year shown.</source>
        <translation>Every catalogue figure the analyses of this design use, with its confidence and source. Tags: P primary (vendor documentation, measurements), S secondary (press, reports), E estimate, D derived by arithmetic from other figures, U set in this project. Prices are in EUR of the price year shown.</translation>
    </message>
    <message>
        <source>Two planes: switches in all (per plane; tiers)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2 per plane; %n tier(s))</source>
        <translation>
            <numerusform>%1 (%2 per plane; %n tier)</numerusform>
            <numerusform>%1 (%2 per plane; %n tiers)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… %Ln more node(s)</source>
        <translation>
            <numerusform>… %Ln more node</numerusform>
            <numerusform>… %Ln more nodes</numerusform>
        </translation>
    </message>
    <message>
        <source>Availability: the failure of one switch (at worst %1) cuts off %2 GPUs and stops a job that spans the cluster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NICs with a port on each plane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two network planes with a NIC port per GPU on each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>−%1 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Partly offset by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 nodes of type %2. Per node: %3, %4 for the compute fabric and %5 for storage and the front-end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 nodes of type %2. Per node: %3 and %4 for the compute fabric.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>InfiniBand-to-Ethernet gateway height (U)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A complete, separate copy of the fabric. When every NIC has a port on each plane (dual-port NICs), the failure of a switch in one plane cuts off no GPU; when each node&apos;s single-port NICs are split between the planes, they add capacity, not redundancy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where two planes cost less with as many switches and tiers as one plane, the difference is in the dual-port node type&apos;s NICs and in the optics and cables of its ports of half the speed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The other criteria together: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This report compares the scale-out fabric of &quot;%1&quot; in three variants: InfiniBand, Ethernet with RoCE, and a hybrid of the two, next to the design as drawn. The cluster has %2 GPUs in %3 nodes; the workload is %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, with %2 of the step time spent communicating (the workload profile&apos;s figure).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; its modelled training step spends %2 of its time waiting on the network (communication not hidden behind computation).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Year 0 is the purchase of the design now. The build-out to the 1- and 3-year targets is bought at the end of that year: the network of the design generated at the target size with the same parameters, minus the network already in place, plus moving every link above the leaves when a tier or a plane is added, or the leaves&apos; uplinks that move to new spines (assumption &quot;%1&quot;). Energy and support are paid each year for the design in place, so a build-out bought at the end of year 1 is in service from year 2. The recommendation&apos;s TCO criterion uses the last year&apos;s cumulative TCO.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As designed: switches (tiers)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2; %3 planes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This cluster&apos;s own cost is about %1 per GPU-hour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDUs per rack of nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDUs per network rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As many as the out-of-band ports of each unit need: its nodes&apos; BMCs, its racks&apos; PDUs and its switches&apos; management ports. The bill of materials adds those of the network racks, the 1GbE cords and two 100GbE uplinks from each to the in-band network.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>subnet managers (an HA pair per fabric)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>management, for the network racks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>management, in the node racks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the top unit for the out-of-band network (a management switch or its patch panel)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On money alone (TCO and GPU time) %1 is %2 ahead; %3 wins on the other criteria.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RoCE tuning: lossless settings (PFC, ECN, congestion control) that are not tuned and kept consistent lose up to %1 of the modelled bandwidth (%2 counted, given the team&apos;s RoCE experience).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Performance: a training step an estimated %1 shorter than on %2 (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Performance: a training step an estimated %1 longer than on %2 (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Performance: the shorter estimated training step (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In return the training step is an estimated %1 shorter, worth %2 a year in GPU time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In return the training step is an estimated %1 shorter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In exchange the training step is an estimated %1 longer, which costs %2 a year in GPU time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In exchange the training step is an estimated %1 longer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The designs first generated for the options did not meet them; each technology is therefore compared as the cheapest design found that does (chapter &quot;%1&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage or front-end networks that the design does not draw, the storage targets and their cables, and in-band switch ports for the out-of-band uplinks where the front-end fabric has too few free ones.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Growth: the %1-year target of %2 GPUs needs %3 tiers instead of %4, with a new switch tier and re-cabling; the TCO along the growth plan counts them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The design&apos;s %1 planes split each node&apos;s NICs between them (one port per NIC): they add capacity, not redundancy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s TCO is a lower bound: parts of its bill have no power or price figure (chapter &quot;%2&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The training step is compared in per cent only (the relative row): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The exposed communication is the cost of the share of each variant&apos;s own step spent waiting on the network, so the difference between two variants&apos; exposed communication is smaller than the GPU time lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 tiers instead of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: full at %2 GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Growth needs another tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new switch tier, re-cabling of the links between the tiers and a maintenance window (%1); the TCO along the growth plan counts the capital cost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reserve rack space, power and cable paths for the tier now; order the leaves with the uplink optics the next tier needs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 nodes of type %2. Per node: %3, %4 for the compute fabric and %5 for storage and the front-end, not connected in this design.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rail-optimized on planes: NIC k of every node goes to the leaves of rail k, one on each plane its ports are on (rail 1A, 1B: rail 1 on planes A and B).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leaf to aggregation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>aggregation to core</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After the quotes: %1 stays cheaper than %2 over the growth plan&apos;s %3 years with the quoted prices (now %4 less in TCO along the plan).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Management ports of a rack-scale rack besides its trays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Racks for %1 (every network&apos;s switches)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power per rack: the devices&apos; typical power as the catalogue gives it; a switch&apos;s figure leaves out the optics in its cages, which draw their own (per module in the bill above). Network racks are filled up to &quot;%1&quot; against each switch&apos;s maximum power, optics included. The switches of every network (compute, storage, front-end) and the gateways share the network racks: a unit&apos;s leaves stand in its own, the spines and cores in central ones, spread evenly over the fewest racks that hold them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interruptions of a cluster-wide job by the network, per year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU time those interruptions lose, per year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job interruptions from the network per link and year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hours of the whole job lost per interruption</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About %1 interruptions of a cluster-wide job a year from network switches and cables, at the rate of Meta&apos;s Llama 3 run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not quantified: the catalogue has no failure rate for the network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Availability: the failure of one switch (at worst %1) cuts off %2 GPUs and stops a job that spans the cluster; switch and link failures stop it about %3 times a year (%4 of GPU time a year).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Besides, a training step takes %1 instead of %2 (%3 shorter), worth %4 a year in GPU time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Besides, a training step takes %1 instead of %2 (%3 shorter).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also, a training step takes %1 instead of %2 (%3 longer), which costs %4 a year in GPU time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also, a training step takes %1 instead of %2 (%3 longer).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Besides, the training step is an estimated %1 shorter, worth %2 a year in GPU time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Besides, the training step is an estimated %1 shorter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also, the training step is an estimated %1 longer, which costs %2 a year in GPU time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also, the training step is an estimated %1 longer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The compute fabric on InfiniBand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The compute fabric on Ethernet, set up for RoCE (a lossless traffic class with PFC and ECN).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute on InfiniBand; storage, front-end and management on Ethernet where a design has them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Oversubscription as built (whole tier)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Certain on the growth plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown: the project sets no growth target; any growth beyond the design needs it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new switch tier, re-cabling of the links between the tiers and a maintenance window (%1); the TCO in this report does not count it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 on %n plane(s)</source>
        <translation>
            <numerusform>%1 on %n plane</numerusform>
            <numerusform>%1 on %n planes</numerusform>
        </translation>
    </message>
    <message>
        <source>Tornado: the solid line is the lead now, the dashed line zero, where another option would be recommended; the largest swing is on top. An assumption whose range does not move the lead is in the table only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bus bandwidth as nccl-tests defines it (GB/s = 10⁹ bytes per second), from the alpha-beta model of the analysis. Costs cover the network only: switches, NICs, optics, cables, appliances and spares. TCO adds energy (with PUE) and support over the depreciation period. The GPU time lost against the fastest is the work a year of the cluster&apos;s GPU time does not get done with longer steps, at a cost per GPU-hour of %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per link and year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB/s per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Growth plan: a further %1 (%2 in all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> and </source>
        <translation type="unfinished"> and </translation>
    </message>
    <message>
        <source>; %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request quotes for %1 and, for comparison, %2 from at least two suppliers, and compare again with the quoted prices.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request quotes for %1 from at least two suppliers, and compare again with the quoted prices.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decision gate: approve a network capital budget of %1 now (%2 with optics, cables and spares) once the quotes and the proof of concept confirm this advice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 less (−%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 more (+%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 survives a switch or link failure only if NCCL&apos;s port failover works. Test it with two leaf switches, one per plane, and NCCL_IB_RESILIENCY_PORT_FAILOVER=1: during all_reduce_perf on two nodes pull one cable of a node, then switch one leaf off. The test should go on at lower bandwidth (after a stall of up to about 30 s at NCCL&apos;s default time-outs) and not stop. If it stops, count %2 interruptions a year, as for a single plane, and compare the options again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The test goes on when a cable is pulled and when a leaf is switched off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes, if port failover works</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 at the end of year&#xa0;%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 prevent this if NCCL&apos;s port failover works; the availability chapter gives their cost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 prevent this if NCCL&apos;s port failover works, and even lower the network capital cost, by %2 (%3): evaluate that design before ordering (the availability chapter).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 prevent this if NCCL&apos;s port failover works, at %2 (%3) more network capital cost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pull a cable and switch a leaf off during the test: it must go on (NCCL&apos;s port failover).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>met if port failover works</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, if NCCL&apos;s port failover works, to be tested in the proof of concept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With two planes a job spanning the cluster survives any single switch failure if NCCL&apos;s port failover works; the network capital cost changes by: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 If NCCL&apos;s port failover works (NCCL 2.29.7 and later, off by default: NCCL_IB_RESILIENCY_PORT_FAILOVER=1), untested here; without it a cluster-wide job is interrupted this many times a year: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n tier(s): %1</source>
        <translation>
            <numerusform>%n tier: %1</numerusform>
            <numerusform>%n tiers: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 on %2 planes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A redesign, not the design as drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 design compared here has %2 (network capital cost %3); the design as drawn has %4 (%5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It also needs the %1 to stay above %2 (now %3); below that, %4 would be recommended.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It also needs the %1 to stay below %2 (now %3); above that, %4 would be recommended.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The network TCO difference between %1 and %2, %3 over %4 years for the design now and %5 along the growth plan, can change or reverse; the sensitivity chapter gives the values at which the advice changes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The network TCO difference between %1 and %2, %3 over %4 years, can change or reverse; the sensitivity chapter gives the values at which the advice changes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Approve %1 with a network capital cost of %2 and a TCO of %3 over %4 years for the cluster as designed now (indicative; replace them with the quoted figures).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TCO along the growth plan (%1 years)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost: a network TCO along the growth plan of %1 against %2 on %3 (%4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost: a network TCO over %1 years of %2 against %3 on %4 (%5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU time is valued at the cluster&apos;s own cost, %1 per GPU-hour; rented GPU time costs more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>named %1 in each unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>named %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time per all-reduce the model predicts for the whole cluster (µs), with NCCL&apos;s algorithm and protocol</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2, %3)</source>
        <translation type="unfinished">%1 (%2, %3)</translation>
    </message>
    <message>
        <source>full at %1 GPUs without another tier (as drawn: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one switch failure cuts off up to %1 GPUs (as drawn: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not planned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;Yes, if port failover works&quot;: the job goes on only if NCCL moves a failed port&apos;s traffic to the GPU&apos;s other port (NCCL 2.29.7 and later, switched on with NCCL_IB_RESILIENCY_PORT_FAILOVER=1), and then at about half its bus bandwidth until the repair, as a collective runs at the pace of its slowest rank. NVIDIA&apos;s DGX B300 SuperPOD RA describes this for its Spectrum-X two-plane design.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This report cannot test it, so the proof of concept does.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This report cannot test it: before a two-plane design is ordered, a proof of concept with two leaves, one per plane, must show that all_reduce_perf goes on when a cable is pulled and a leaf is switched off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same GPUs, nodes and workload in each variant. The design has only a compute fabric, so the variants differ only there: InfiniBand or Ethernet with RoCE. Collective figures are for all %1 GPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The servers change too: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the network of each variant costs, by kind of part: switches, NICs, transceivers on the switch and node side, cables, appliances and spares (%1 of the network parts, on the shelf, drawing no power). Unit prices are the catalogue&apos;s; the sources are listed under &quot;Assumptions and sources&quot;. &quot;%2&quot; lists every line with its part number, quantity and price source, each bill once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A column that names several variants is one bill of materials: their networks consist of the same parts in the same quantities.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capital cost of the network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Energy per year (PUE %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 MWh, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Support per year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, incomplete: the catalogue has no price or no power figure for %2. The totals and the figures made from them (cost per GPU, energy, TCO) leave these parts out and are lower bounds until a quote or a vendor figure is entered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The nodes&apos; storage and front-end NICs (on a DGX, its BlueField-3 DPUs): they come with the servers, whose price is not in these bills; the bills list the compute NICs, and the cables and optics of every link drawn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One column for %1: the same design, so the same figures in every row.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>plane %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its switches between the scalable units (the top tier) are Ethernet switches, reached through InfiniBand-to-Ethernet gateways.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>UFM Enterprise licences for %1 managed nodes, counted once for each fabric UFM manages (optional: the subnet manager itself, OpenSM, is free and runs on the UFM appliances listed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The control-plane servers that run OpenSM where no UFM appliance is listed, and the fabric ports and cables of the subnet managers (servers or appliances): a port on each plane for each.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most nodes a subnet manager on control-plane servers serves (on planes: 8 times this in node ports per plane)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is compared as a redesign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;A = B&quot; in the legend: one line for options whose curves coincide.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>InfiniBand-to-Ethernet gateway ports (InfiniBand and Ethernet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(this cluster&apos;s own cost per GPU-hour: its capital cost over %1 years, energy, support and data-centre space, staff not included)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(this cluster&apos;s own cost: %1 per GPU-hour, its capital cost over %2 years, energy, support and data-centre space, staff not included)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server support a year (share of price)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data-centre space per kW of IT load a month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recommendation: %1, by a narrow margin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cable run to a gateway port (cable, or transceivers and fibre)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2 are level within the model&apos;s accuracy (a lead of %3 points of 10): let the quotes and the proof of concept decide.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Get quotes for the Ethernet switches first: their prices here are set %1 below InfiniBand per 400 Gb/s port, not taken from a price list; if the quotes per port come in less than %2 below InfiniBand, the advice changes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Ethernet switch prices here are set %1 below InfiniBand per 400 Gb/s port, not taken from a price list; the advice holds for any difference from %2 to %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Growth: the %1 design compared is full; more than %2 GPUs need another switch tier and re-cabling (as drawn: up to %3 GPUs).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Growth: the %1 design is full; more than %2 GPUs need another switch tier and re-cabling.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TCO over %1 years = capital cost + %1 × (energy + support per year), computed before the amounts are rounded to whole euros, so it can differ by a few euros from the formula applied to the printed rows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Ethernet switch prices are not list prices: they are set %1 below InfiniBand per 400 Gb/s port; if the quotes per port come in less than %2 below InfiniBand, the advice changes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Ethernet switch prices are not list prices: they are set %1 below InfiniBand per 400 Gb/s port; the advice holds for any difference from %2 to %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port failover: a job survives a switch failure only if NCCL moves the failed port&apos;s traffic to the other port (NCCL 2.29.7 and later, off by default); without it, failures stop a job about %1 times a year.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU time is valued at the cluster&apos;s own cost, which holds the energy, the support and the switches: a dearer energy price or support share also makes a GPU-hour worth more, and so a faster training step. That can outweigh a lower network power or price, and move the answer the other way.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (not used: the workload&apos;s parallel plan gives the step time)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The failure domain assessed is one switch: per option the worst single switch failure, and what two planes with a dual-port NIC per GPU would take and cost (what changes is the NIC: a design on several planes with single-port NICs has no redundancy). The two-plane design is the option&apos;s compute fabric generated again with the same switch, topology and oversubscription on two planes, with a dual-port NIC per GPU whose ports sit on different planes, and analysed as the options are.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Worst single switch failure, as designed against two planes with dual-port NICs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>≥ and hatched: at least this much; parts without a price or power figure are left out.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fp::Resilience</name>
    <message>
        <source>The design has no compute fabric with connected nodes, so there is no failure to analyse.</source>
        <translation>The design has no compute fabric with connected nodes, so there is no failure to analyse.</translation>
    </message>
    <message>
        <source>a node-to-switch link</source>
        <translation>a node-to-switch link</translation>
    </message>
    <message>
        <source>a switch-to-switch link</source>
        <translation>a switch-to-switch link</translation>
    </message>
    <message>
        <source>a job spanning the cluster keeps running</source>
        <translation>a job spanning the cluster keeps running</translation>
    </message>
    <message>
        <source>a job spanning the cluster stops</source>
        <translation>a job spanning the cluster stops</translation>
    </message>
    <message>
        <source>The worst single switch failure is %1: it cuts off %2 of the %3 GPUs and %4 % of the bandwidth, and %5.</source>
        <translation>The worst single switch failure is %1: it cuts off %2 of the %3 GPUs and %4 % of the bandwidth, and %5.</translation>
    </message>
    <message>
        <source>The worst single link failure is %1: it cuts off %2 of the %3 GPUs and %4 % of the bandwidth, and %5.</source>
        <translation>The worst single link failure is %1: it cuts off %2 of the %3 GPUs and %4 % of the bandwidth, and %5.</translation>
    </message>
    <message>
        <source>The organisation requires jobs to survive any single switch failure, but this design loses %1 GPUs when %2 fails.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dual-port NICs, each port on another plane, would meet the requirement.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The NICs of %1 have %2 ports: with each NIC&apos;s ports on two planes (the generator&apos;s 2 planes) a job survives any single switch failure.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>A GPU counts as cut off when the NIC on its rail has no working port left. A job survives only if no GPU is cut off: NCCL does not move a running job&apos;s traffic to another rail over NVLink when a NIC loses its link. The fabric has %n plane(s); a NIC with its ports on two planes keeps a port when a switch fails, a single-port NIC sits on one plane only.</source>
        <translation>
            <numerusform>A GPU counts as cut off when the NIC on its rail has no working port left. A job survives only if no GPU is cut off: NCCL does not move a running job&apos;s traffic to another rail over NVLink when a NIC loses its link. The fabric has %n plane; a NIC with its ports on two planes keeps a port when a switch fails, a single-port NIC sits on one plane only.</numerusform>
            <numerusform>A GPU counts as cut off when the NIC on its rail has no working port left. A job survives only if no GPU is cut off: NCCL does not move a running job&apos;s traffic to another rail over NVLink when a NIC loses its link. The fabric has %n planes; a NIC with its ports on two planes keeps a port when a switch fails, a single-port NIC sits on one plane only.</numerusform>
        </translation>
    </message>
    <message>
        <source>The compute fabric has %1 with %2 at the link speed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln switch(es)</source>
        <translation>
            <numerusform>%Ln switch</numerusform>
            <numerusform>%Ln switches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln free port(s)</source>
        <translation>
            <numerusform>%Ln free port</numerusform>
            <numerusform>%Ln free ports</numerusform>
        </translation>
    </message>
    <message>
        <source>The worst single link failure is %1: it cuts off none of the %2 GPUs, takes %3 % of the bandwidth, and %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The worst single switch failure is %1: it cuts off none of the %2 GPUs, takes %3 % of the bandwidth, and %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>what its nodes cost more is unknown (a price is missing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its nodes cost the same (the catalogue&apos;s estimates price the two NICs alike)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its nodes cost EUR %1 more each, EUR %2 for the %3 nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two planes alone do not help: the %1 has one single-port NIC per GPU, so the GPU on a failed switch&apos;s rail is cut off on any plane. The %2 (NICs with %3 x %4 Gb/s), with each NIC&apos;s ports on two planes, survives any single switch failure; %5, besides the second plane&apos;s switches and links.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two planes alone do not help: the %1 has one single-port NIC per GPU, so the GPU on a failed switch&apos;s rail is cut off on any plane. The catalogue has no node type with the same GPUs and dual-port NICs; add one (a dual-port NIC per GPU, each port on another plane) to meet the requirement.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A job spanning the cluster survives any single switch or link failure here: a failed part slows it instead of stopping it, so no interruptions are counted for the network (%1 links).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The network interrupts a job spanning the cluster about %1 times a year: its %2 links at %3 interruptions a link and year (Meta&apos;s Llama 3 run: 35 network switch and cable interruptions in 54 days on 16,384 GPUs, about 35,109 links). Each loses %4 h of all %5 GPUs (restart, checkpoint reload, work redone): %6 GPU-hours a year.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A job spanning the cluster survives any single switch or link failure here only if NCCL moves a failed port&apos;s traffic to the GPU&apos;s other port: port failover, in NCCL 2.29.7 and later for the two ports of a NIC (one device by default), switched on with NCCL_IB_RESILIENCY_PORT_FAILOVER=1 (off by default); the job then runs at about half its bus bandwidth until the port is repaired. NVIDIA&apos;s DGX B300 SuperPOD RA describes this for its Spectrum-X two-plane design. It is assumed, not tested in this design: no interruptions are counted for the network. Without failover its %1 links would interrupt the job about %2 times a year (%3 GPU-hours). Test it in the proof of concept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>It leaves %n GPU(s) on their other port: they go on only if NCCL&apos;s port failover moves the failed port&apos;s traffic.</source>
        <translation>
            <numerusform>It leaves %n GPU on its other port: it goes on only if NCCL&apos;s port failover moves the failed port&apos;s traffic.</numerusform>
            <numerusform>It leaves %n GPUs on their other port: they go on only if NCCL&apos;s port failover moves the failed port&apos;s traffic.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A failure of %1 leaves %n GPU(s) on their other port: they go on only if NCCL&apos;s port failover moves the failed port&apos;s traffic.</source>
        <translation>
            <numerusform>A failure of %1 leaves %n GPU on its other port: it goes on only if NCCL&apos;s port failover moves the failed port&apos;s traffic.</numerusform>
            <numerusform>A failure of %1 leaves %n GPUs on their other port: they go on only if NCCL&apos;s port failover moves the failed port&apos;s traffic.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fp::SwitchItem</name>
    <message>
        <source>Role: %1, tier %2</source>
        <translation>Role: %1, tier %2</translation>
    </message>
    <message>
        <source>%1 of %2 ports at %3 Gb/s in use; drag from the port bar to another switch to link them.</source>
        <translation>%1 of %2 ports at %3 Gb/s in use; drag from the port bar to another switch to link them.</translation>
    </message>
</context>
<context>
    <name>fp::TextReader</name>
    <message>
        <source>InfiniBand</source>
        <translation>InfiniBand</translation>
    </message>
    <message>
        <source>Ethernet</source>
        <translation>Ethernet</translation>
    </message>
    <message>
        <source>%1 of %2 columns</source>
        <translation>%1 of %2 columns</translation>
    </message>
    <message>
        <source>size &quot;%1&quot; is not a number of bytes</source>
        <translation>size &quot;%1&quot; is not a number of bytes</translation>
    </message>
    <message>
        <source>count &quot;%1&quot; is not a number</source>
        <translation>count &quot;%1&quot; is not a number</translation>
    </message>
    <message>
        <source>root &quot;%1&quot; is not a rank</source>
        <translation>root &quot;%1&quot; is not a rank</translation>
    </message>
    <message>
        <source>the line is longer than %1 bytes; it is skipped.</source>
        <translation>the line is longer than %1 bytes; it is skipped.</translation>
    </message>
    <message>
        <source>nThread x nGpus</source>
        <translation>nThread x nGpus</translation>
    </message>
    <message>
        <source>more than %1 rank lines: this is not the output of one set of nccl-tests runs.</source>
        <translation>more than %1 rank lines: this is not the output of one set of nccl-tests runs.</translation>
    </message>
    <message>
        <source>rank</source>
        <translation>rank</translation>
    </message>
    <message>
        <source>0 to %1</source>
        <translation>0 to %1</translation>
    </message>
    <message>
        <source>device</source>
        <translation>device</translation>
    </message>
    <message>
        <source>out of bounds values</source>
        <translation>out of bounds values</translation>
    </message>
    <message>
        <source>average bus bandwidth</source>
        <translation>average bus bandwidth</translation>
    </message>
    <message>
        <source>a test failure inside the table of the run that starts at line %1: the rows before it are kept and the run is marked partial.</source>
        <translation>a test failure inside the table of the run that starts at line %1: the rows before it are kept and the run is marked partial.</translation>
    </message>
    <message>
        <source>more warnings follow from here on; they are not listed.</source>
        <translation>more warnings follow from here on; they are not listed.</translation>
    </message>
    <message>
        <source>not a complete result row (%1); it is skipped and the run that starts at line %2 is marked partial.</source>
        <translation>not a complete result row (%1); it is skipped and the run that starts at line %2 is marked partial.</translation>
    </message>
    <message>
        <source>more than %1 result rows: this is not the output of one set of nccl-tests runs.</source>
        <translation>more than %1 result rows: this is not the output of one set of nccl-tests runs.</translation>
    </message>
    <message>
        <source>size</source>
        <translation>size</translation>
    </message>
    <message>
        <source>count</source>
        <translation>count</translation>
    </message>
    <message>
        <source>0 to %1 elements</source>
        <translation>0 to %1 elements</translation>
    </message>
    <message>
        <source>root</source>
        <translation>root</translation>
    </message>
    <message>
        <source>-1 to %1</source>
        <translation>-1 to %1</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is not a number</source>
        <translation>%1 &quot;%2&quot; is not a number</translation>
    </message>
    <message>
        <source>time</source>
        <translation>time</translation>
    </message>
    <message>
        <source>algbw</source>
        <translation>algbw</translation>
    </message>
    <message>
        <source>busbw</source>
        <translation>busbw</translation>
    </message>
    <message>
        <source>error count</source>
        <translation>error count</translation>
    </message>
    <message>
        <source>the size %1 is smaller than the row before it; the rows are kept in the order of the log.</source>
        <translation>the size %1 is smaller than the row before it; the rows are kept in the order of the log.</translation>
    </message>
    <message>
        <source>%1 wrong elements: that size did not pass the data check, so its figures are not trustworthy.</source>
        <translation>%1 wrong elements: that size did not pass the data check, so its figures are not trustworthy.</translation>
    </message>
    <message>
        <source>the nccl-tests run that starts here has no result table; it is skipped.</source>
        <translation>the nccl-tests run that starts here has no result table; it is skipped.</translation>
    </message>
    <message>
        <source>the result table that starts here has no rows; the run is skipped.</source>
        <translation>the result table that starts here has no rows; the run is skipped.</translation>
    </message>
    <message>
        <source>the result table that starts at line %1 stops here without the &quot;Avg bus bandwidth&quot; summary: the log looks cut short. The %2 rows read are kept and the run is marked partial.</source>
        <translation>the result table that starts at line %1 stops here without the &quot;Avg bus bandwidth&quot; summary: the log looks cut short. The %2 rows read are kept and the run is marked partial.</translation>
    </message>
    <message>
        <source>the run that starts here does not say how many GPUs took part; set it before comparing.</source>
        <translation>the run that starts here does not say how many GPUs took part; set it before comparing.</translation>
    </message>
    <message>
        <source>the log does not name the test of the table that starts here and it cannot be told from the figures; its rows are kept without an operation.</source>
        <translation>the log does not name the test of the table that starts here and it cannot be told from the figures; its rows are kept without an operation.</translation>
    </message>
    <message>
        <source>the log does not name the test of the table that starts here; it was taken to be %1 from the ratio of busbw to algbw.</source>
        <translation>the log does not name the test of the table that starts here; it was taken to be %1 from the ratio of busbw to algbw.</translation>
    </message>
    <message>
        <source>the fabric variant was guessed as %1 from this line (&quot;%2&quot;); change it if the run was made on another fabric.</source>
        <translation>the fabric variant was guessed as %1 from this line (&quot;%2&quot;); change it if the run was made on another fabric.</translation>
    </message>
    <message>
        <source>%1; no row of the result table could be read.</source>
        <translation>%1; no row of the result table could be read.</translation>
    </message>
    <message>
        <source>the result table at line %1 has no rows: the log stops before its first result.</source>
        <translation>the result table at line %1 has no rows: the log stops before its first result.</translation>
    </message>
    <message>
        <source>the file starts an nccl-tests run but has no result table (no line names the columns size, time, algbw and busbw).</source>
        <translation>the file starts an nccl-tests run but has no result table (no line names the columns size, time, algbw and busbw).</translation>
    </message>
    <message>
        <source>the file is not nccl-tests output: no line names the columns size, time, algbw and busbw, and no result rows follow such a line.</source>
        <translation>the file is not nccl-tests output: no line names the columns size, time, algbw and busbw, and no result rows follow such a line.</translation>
    </message>
</context>
<context>
    <name>fp::UiPrompts</name>
    <message>
        <source>Open project</source>
        <translation>Open project</translation>
    </message>
    <message>
        <source>FabricPlanner projects (*.fabricplan *.json);;All files (*)</source>
        <translation>FabricPlanner projects (*.fabricplan *.json);;All files (*)</translation>
    </message>
    <message>
        <source>Save project</source>
        <translation>Save project</translation>
    </message>
    <message>
        <source>FabricPlanner projects (*.fabricplan)</source>
        <translation>FabricPlanner projects (*.fabricplan)</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Unsaved changes</translation>
    </message>
    <message>
        <source>Save the changes to &quot;%1&quot; before closing?</source>
        <translation>Save the changes to &quot;%1&quot; before closing?</translation>
    </message>
    <message>
        <source>Your changes are lost if you don&apos;t save them.</source>
        <translation>Your changes are lost if you don&apos;t save them.</translation>
    </message>
    <message>
        <source>an unsaved project</source>
        <translation>an unsaved project</translation>
    </message>
    <message>
        <source>Restore unsaved work</source>
        <translation>Restore unsaved work</translation>
    </message>
    <message>
        <source>FabricPlanner did not close properly. A recovery copy of %1 from %2 was found.</source>
        <translation>FabricPlanner did not close properly. A recovery copy of %1 from %2 was found.</translation>
    </message>
    <message>
        <source>Restore it? If you discard it, the copy is deleted.</source>
        <translation>Restore it? If you discard it, the copy is deleted.</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Restore</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Discard</translation>
    </message>
    <message>
        <source>Export PDF report</source>
        <translation>Export PDF report</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF documents (*.pdf)</translation>
    </message>
    <message>
        <source>Report written</source>
        <translation>Report written</translation>
    </message>
    <message>
        <source>The report was written to &quot;%1&quot;.</source>
        <translation>The report was written to &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>Open it now?</source>
        <translation>Open it now?</translation>
    </message>
    <message>
        <source>Import nccl-tests logs</source>
        <translation>Import nccl-tests logs</translation>
    </message>
    <message>
        <source>nccl-tests output (*.txt *.log *.json);;All files (*)</source>
        <translation>nccl-tests output (*.txt *.log *.json);;All files (*)</translation>
    </message>
    <message>
        <source>Measured on which fabric?</source>
        <translation>Measured on which fabric?</translation>
    </message>
    <message>
        <source>The fabric could not be told from these logs:
%1

Which variant of the design were they measured on?</source>
        <translation>The fabric could not be told from these logs:
%1

Which variant of the design were they measured on?</translation>
    </message>
    <message>
        <source>File changed on disk</source>
        <translation>File changed on disk</translation>
    </message>
    <message>
        <source>&quot;%1&quot; was changed by another program since you opened or saved it.</source>
        <translation>&quot;%1&quot; was changed by another program since you opened or saved it.</translation>
    </message>
    <message>
        <source>Overwrite it with your version, or reload it and lose your unsaved changes?</source>
        <translation>Overwrite it with your version, or reload it and lose your unsaved changes?</translation>
    </message>
    <message>
        <source>Overwrite</source>
        <translation>Overwrite</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>Reload</translation>
    </message>
    <message>
        <source>Export to folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export for other tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare with built fabric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ibnetdiscover output (*.txt *.out *.topo);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import device types</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>devicetype-library YAML (*.yaml *.yml)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the report</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fp::Validation</name>
    <message>
        <source>above %1 up to %2</source>
        <translation>above %1 up to %2</translation>
    </message>
    <message>
        <source>a whole number from %1 to %2</source>
        <translation>a whole number from %1 to %2</translation>
    </message>
    <message>
        <source>from %1 to %2</source>
        <translation>from %1 to %2</translation>
    </message>
    <message>
        <source>%1 is not allowed here: the value must be %2</source>
        <translation>%1 is not allowed here: the value must be %2</translation>
    </message>
    <message>
        <source>the text has %1 characters; at most %2 are allowed</source>
        <translation>the text has %1 characters; at most %2 are allowed</translation>
    </message>
</context>
<context>
    <name>fp::Validity</name>
    <message>
        <source>injection bandwidth per GPU</source>
        <translation>injection bandwidth per GPU</translation>
    </message>
    <message>
        <source>bisection bandwidth</source>
        <translation>bisection bandwidth</translation>
    </message>
    <message>
        <source>oversubscription</source>
        <translation>oversubscription</translation>
    </message>
    <message>
        <source>network capital cost</source>
        <translation>network capital cost</translation>
    </message>
    <message>
        <source>network cost per GPU</source>
        <translation>network cost per GPU</translation>
    </message>
    <message>
        <source>network share of cluster cost</source>
        <translation>network share of cluster cost</translation>
    </message>
    <message>
        <source>network power</source>
        <translation>network power</translation>
    </message>
    <message>
        <source>energy per year</source>
        <translation>energy per year</translation>
    </message>
    <message>
        <source>energy cost per year</source>
        <translation>energy cost per year</translation>
    </message>
    <message>
        <source>support cost per year</source>
        <translation>support cost per year</translation>
    </message>
    <message>
        <source>TCO</source>
        <translation>TCO</translation>
    </message>
    <message>
        <source>management complexity</source>
        <translation>management complexity</translation>
    </message>
    <message>
        <source>bandwidth lost in the worst switch failure</source>
        <translation>bandwidth lost in the worst switch failure</translation>
    </message>
    <message>
        <source>%1: the %2 is %3, not a finite number of at least 0.</source>
        <translation>%1: the %2 is %3, not a finite number of at least 0.</translation>
    </message>
    <message>
        <source>time of a collective</source>
        <translation>time of a collective</translation>
    </message>
    <message>
        <source>bus bandwidth of a collective</source>
        <translation>bus bandwidth of a collective</translation>
    </message>
    <message>
        <source>price of %1</source>
        <translation>price of %1</translation>
    </message>
    <message>
        <source>power of %1</source>
        <translation>power of %1</translation>
    </message>
    <message>
        <source>The design has no GPUs yet, so there is no network to compare. Add nodes or generate a design.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The design has no switches yet, so there is no network to compare. Add switches and links or generate a design.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No node is linked to a switch yet, so there is no network to compare. Link the nodes&apos; NICs to leaf switches (Connect rail by rail) or generate a design.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fp::Variant</name>
    <message>
        <source>InfiniBand</source>
        <translation>InfiniBand</translation>
    </message>
    <message>
        <source>Ethernet</source>
        <translation>Ethernet</translation>
    </message>
    <message>
        <source>The fabric &quot;%1&quot; could not be generated again: its NIC %2 or the catalogue has no %3 switch for it; it was translated part for part instead.</source>
        <translation>The fabric &quot;%1&quot; could not be generated again: its NIC %2 or the catalog has no %3 switch for it; it was translated part for part instead.</translation>
    </message>
    <message>
        <source>The fabric &quot;%1&quot; could not be generated again: no %2 design with %3 fits (%4); it was translated part for part instead.</source>
        <translation>The fabric &quot;%1&quot; could not be generated again: no %2 design with %3 fits (%4); it was translated part for part instead.</translation>
    </message>
    <message>
        <source>The switch &quot;%1&quot; has type &quot;%2&quot;, which the catalogue does not know; it was kept.</source>
        <translation>The switch &quot;%1&quot; has type &quot;%2&quot;, which the catalog does not know; it was kept.</translation>
    </message>
    <message>
        <source>No %1 switch in the catalogue has %2 Gb/s ports; the %3 switches of &quot;%4&quot; were kept.</source>
        <translation>No %1 switch in the catalog has %2 Gb/s ports; the %3 switches of &quot;%4&quot; were kept.</translation>
    </message>
    <message>
        <source>In &quot;%1&quot; every %2 (%3 ports of %4 Gb/s) became a %5 (%6 ports of %4 Gb/s).</source>
        <translation>In &quot;%1&quot; every %2 (%3 ports of %4 Gb/s) became a %5 (%6 ports of %4 Gb/s).</translation>
    </message>
    <message>
        <source>The NIC %1 of node type %2 does not support %3; the nodes in &quot;%4&quot; keep it.</source>
        <translation>The NIC %1 of node type %2 does not support %3; the nodes in &quot;%4&quot; keep it.</translation>
    </message>
    <message>
        <source>As drawn</source>
        <translation>As drawn</translation>
    </message>
    <message>
        <source>Ethernet/RoCE</source>
        <translation>Ethernet/RoCE</translation>
    </message>
    <message>
        <source>Hybrid</source>
        <translation>Hybrid</translation>
    </message>
    <message>
        <source>The fabric &quot;%1&quot; was generated again for %2 with %3: a %4-tier design, %5 switches for %6 GPUs.</source>
        <translation>The fabric &quot;%1&quot; was generated again for %2 with %3: a %4-tier design, %5 switches for %6 GPUs.</translation>
    </message>
    <message>
        <source>The fabric &quot;%1&quot; was edited after it was generated, so it is translated part for part to %2 instead of generated again: the variant keeps the nodes, switches and links as they are now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hybrid per unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute fabric (InfiniBand in each unit, Ethernet between units)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln link(s) of other fabrics to the nodes of &quot;%1&quot; dropped because those nodes were generated again.</source>
        <translation>
            <numerusform>%Ln link of other fabrics to the nodes of &quot;%1&quot; dropped because those nodes were generated again.</numerusform>
            <numerusform>%Ln links of other fabrics to the nodes of &quot;%1&quot; dropped because those nodes were generated again.</numerusform>
        </translation>
    </message>
    <message>
        <source>&quot;%1&quot; has one scalable unit, so no switch lies between units: InfiniBand in each unit is InfiniBand throughout.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 switches between the scalable units of &quot;%2&quot; became Ethernet switches; the InfiniBand switches&apos; links to them then need InfiniBand-to-Ethernet gateways, which the bill of materials counts without a price (none is public) and which forward IP, not RDMA.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fp::VariantHints</name>
    <message>
        <source>the log names both InfiniBand (line %1) and Ethernet (line %2) transports, so the fabric variant is left for you to choose.</source>
        <translation>the log names both InfiniBand (line %1) and Ethernet (line %2) transports, so the fabric variant is left for you to choose.</translation>
    </message>
</context>
<context>
    <name>fp::cli</name>
    <message>
        <source>option --%1 takes no value</source>
        <translation>option --%1 takes no value</translation>
    </message>
    <message>
        <source>option --%1 needs a value</source>
        <translation>option --%1 needs a value</translation>
    </message>
    <message>
        <source>option --%1 is given twice</source>
        <translation>option --%1 is given twice</translation>
    </message>
    <message>
        <source>unknown option --%1 (see fabricplanner-cli --help)</source>
        <translation>unknown option --%1 (see fabricplanner-cli --help)</translation>
    </message>
    <message>
        <source>the built-in catalog is damaged: %1</source>
        <translation>the built-in catalog is damaged: %1</translation>
    </message>
    <message>
        <source>import needs one project file (JSON) and --output FILE.fabricplan</source>
        <translation>import needs one project file (JSON) and --output FILE.fabricplan</translation>
    </message>
    <message>
        <source>import needs --output FILE.fabricplan</source>
        <translation>import needs --output FILE.fabricplan</translation>
    </message>
    <message>
        <source>cannot write &quot;%1&quot;: %2</source>
        <translation>cannot write &quot;%1&quot;: %2</translation>
    </message>
    <message>
        <source>export needs --output OUT</source>
        <translation>export needs --output OUT</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has no fabric to export</source>
        <translation>&quot;%1&quot; has no fabric to export</translation>
    </message>
    <message>
        <source>import-nccl needs a project file and at least one nccl-tests log</source>
        <translation>import-nccl needs a project file and at least one nccl-tests log</translation>
    </message>
    <message>
        <source>%1: %2 on %3 GPUs, %4 sizes, variant %5%6
</source>
        <translation>%1: %2 on %3 GPUs, %4 sizes, variant %5%6
</translation>
    </message>
    <message>
        <source>unknown (use --variant)</source>
        <translation>unknown (use --variant)</translation>
    </message>
    <message>
        <source> (partial table)</source>
        <translation> (partial table)</translation>
    </message>
    <message>
        <source>Project: %1
</source>
        <translation>Project: %1
</translation>
    </message>
    <message>
        <source>%1 GPUs in %2 nodes

</source>
        <translation>%1 GPUs in %2 nodes

</translation>
    </message>
    <message>
        <source>Switches</source>
        <translation>Switches</translation>
    </message>
    <message>
        <source>Recommendation: %1
</source>
        <translation>Recommendation: %1
</translation>
    </message>
    <message>
        <source>What would change the answer:
</source>
        <translation>What would change the answer:
</translation>
    </message>
    <message>
        <source>evaluate needs one project file</source>
        <translation>evaluate needs one project file</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has no fabric to evaluate</source>
        <translation>&quot;%1&quot; has no fabric to evaluate</translation>
    </message>
    <message>
        <source>generate takes no file argument: &quot;%1&quot;</source>
        <translation>generate takes no file argument: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>generate needs --gpus N</source>
        <translation>generate needs --gpus N</translation>
    </message>
    <message>
        <source>--gpus must be a whole number from 1 to 10,000,000, not &quot;%1&quot;</source>
        <translation>--gpus must be a whole number from 1 to 10,000,000, not &quot;%1&quot;</translation>
    </message>
    <message>
        <source>--technology must be infiniband or ethernet, not &quot;%1&quot;</source>
        <translation>--technology must be infiniband or ethernet, not &quot;%1&quot;</translation>
    </message>
    <message>
        <source>--topology must be fat-tree or rail-optimized, not &quot;%1&quot;</source>
        <translation>--topology must be fat-tree or rail-optimized, not &quot;%1&quot;</translation>
    </message>
    <message>
        <source>--oversubscription must be a ratio of at least 1, written 1, 3 or 3:1, not &quot;%1&quot;</source>
        <translation>--oversubscription must be a ratio of at least 1, written 1, 3 or 3:1, not &quot;%1&quot;</translation>
    </message>
    <message>
        <source>--output needs a file name</source>
        <translation>--output needs a file name</translation>
    </message>
    <message>
        <source>%1 GPUs in %2 nodes (%3)
</source>
        <translation>%1 GPUs in %2 nodes (%3)
</translation>
    </message>
    <message>
        <source>Fabric: %1, %2, %3 x %4 Gb/s ports per switch (%5)
</source>
        <translation>Fabric: %1, %2, %3 x %4 Gb/s ports per switch (%5)
</translation>
    </message>
    <message>
        <source>  %1: %2 switches, %3 links below
</source>
        <translation>  %1: %2 switches, %3 links below
</translation>
    </message>
    <message>
        <source>catalog takes no arguments: &quot;%1&quot;</source>
        <translation>catalog takes no arguments: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>price unknown</source>
        <translation>price unknown</translation>
    </message>
    <message>
        <source>%1 (%2, %3)</source>
        <translation>%1 (%2, %3)</translation>
    </message>
    <message>
        <source>NICs</source>
        <translation>NICs</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>Node types</source>
        <translation>Node types</translation>
    </message>
    <message>
        <source>Cables and transceivers</source>
        <translation>Cables and transceivers</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unknown</translation>
    </message>
    <message>
        <source>option --lang needs a value: en or nl</source>
        <translation>option --lang needs a value: en or nl</translation>
    </message>
    <message>
        <source>--lang must be en or nl, not &quot;%1&quot;</source>
        <translation>--lang must be en or nl, not &quot;%1&quot;</translation>
    </message>
    <message>
        <source>no command given</source>
        <translation>no command given</translation>
    </message>
    <message>
        <source>unknown command &quot;%1&quot; (see fabricplanner-cli --help)</source>
        <translation>unknown command &quot;%1&quot; (see fabricplanner-cli --help)</translation>
    </message>
    <message>
        <source>Oversubscription %1:1, %2, %3
</source>
        <translation>Oversubscription %1:1, %2, %3
</translation>
    </message>
    <message numerus="yes">
        <source>%n plane(s)</source>
        <translation>
            <numerusform>%n plane</numerusform>
            <numerusform>%n planes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tier(s)</source>
        <translation>
            <numerusform>%n tier</numerusform>
            <numerusform>%n tiers</numerusform>
        </translation>
    </message>
    <message>
        <source>report needs one project file and --pdf OUT.pdf</source>
        <translation>report needs one project file and --pdf OUT.pdf</translation>
    </message>
    <message>
        <source>report needs --pdf OUT.pdf</source>
        <translation>report needs --pdf OUT.pdf</translation>
    </message>
    <message>
        <source>--page-size must be a4 or letter, not &quot;%1&quot;</source>
        <translation>--page-size must be a4 or letter, not &quot;%1&quot;</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has no fabric to report on</source>
        <translation>&quot;%1&quot; has no fabric to report on</translation>
    </message>
    <message>
        <source>--use-calibration needs the variant the logs were measured on: it could not be guessed from every log, so give --variant</source>
        <translation>--use-calibration needs the variant the logs were measured on: it could not be guessed from every log, so give --variant</translation>
    </message>
    <message>
        <source>The analyses of variant %1 now use the figures calibrated from its measurements.
</source>
        <translation>The analyses of variant %1 now use the figures calibrated from its measurements.
</translation>
    </message>
    <message>
        <source>set-comm-share needs a project file, --compute-s SECONDS and --comm-s SECONDS</source>
        <translation>set-comm-share needs a project file, --compute-s SECONDS and --comm-s SECONDS</translation>
    </message>
    <message>
        <source>--%1 must be a number of seconds, 0 or more, not &quot;%2&quot;</source>
        <translation>--%1 must be a number of seconds, 0 or more, not &quot;%2&quot;</translation>
    </message>
    <message>
        <source>warning: %1
</source>
        <translation>warning: %1
</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>warning: %1</translation>
    </message>
    <message>
        <source>warning: and %1 more like these</source>
        <translation>warning: and %1 more like these</translation>
    </message>
    <message>
        <source>Recommendation: none, because:
</source>
        <translation>Recommendation: none, because:
</translation>
    </message>
    <message>
        <source>the design has %1 GPUs with its groups repeated; at most %2 are supported</source>
        <translation>the design has %1 GPUs with its groups repeated; at most %2 are supported</translation>
    </message>
    <message>
        <source>  none: the NIC of node type %1 does not support %2, or the catalog has no %2 switch at its speed
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch</source>
        <translation>Switch</translation>
    </message>
    <message>
        <source>Topology</source>
        <translation>Topology</translation>
    </message>
    <message>
        <source>Tiers</source>
        <translation>Tiers</translation>
    </message>
    <message>
        <source>Planes</source>
        <translation>Planes</translation>
    </message>
    <message>
        <source>Oversubscription</source>
        <translation>Oversubscription</translation>
    </message>
    <message>
        <source>Capex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-reduce busbw (GB/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Complexity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Meets requirements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1:1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation>yes</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>  none could be built: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GPUs in %2 nodes (%3), workload: %4
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Busbw: all-reduce of %1 on the job&apos;s %2 GPUs. Oversubscription up to %3:1 (assumption %4).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requirements: none set.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Searched %1 designs, %2 could be built. The Pareto front of each technology: no other design of the technology is at least as cheap, fast and simple and better in one of them.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>explore needs one project file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no fabric of either technology fits the node type&apos;s NIC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no design could be built: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>* the cheapest design of its technology that meets the requirements
+ a part has no price: the capex is a lower bound
Designs the model cannot tell apart share a row (topologies and planes separated by /).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scoring table:
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requirement not met by %1: %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a job survives any single switch failure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>network capex at most %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the job&apos;s all-reduce busbw at least %1 GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requirements: %1.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warning: no variant is recommended until the design gives a valid comparison (the warnings above say why)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--variant must be as-drawn, infiniband, ethernet, hybrid or hybrid-per-unit, not &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TCO along the growth plan (in millions of %1):
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sensitivity (lead of %1 in points):
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read &quot;%1&quot;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot make the folder &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>export needs one project file, --format FORMAT and --output OUT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--format must be json, graphml, xlsx, bom-csv, cabling-csv, cabling-xlsx, svg, drawio, netbox or ibnetdiscover, not &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>import-devicetype needs a project file and at least one device type (YAML)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>added switch type %1 (%2)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compare-fabric needs a project file and the output of ibnetdiscover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; has no InfiniBand fabric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: %2
</source>
        <translation type="unfinished">%1: %2
</translation>
    </message>
    <message>
        <source>All-to-all busbw (GB/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The inference workload is scored on all-to-all, so each front keeps the designs that are cheapest, fastest at all-to-all of %1 and simplest.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Links between switches: %1 Gb/s (%2 ports per switch; a %3 Gb/s port is split for the nodes)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage:
  fabricplanner-cli generate --gpus N [--node-type ID] [--technology infiniband|ethernet]
                    [--switch ID] [--topology fat-tree|rail-optimized]
                    [--oversubscription R] [--planes 1|2|4|8] [--output FILE.fabricplan] [--json]
                    [--cluster-fabrics] [--compare-as-generated]
  fabricplanner-cli evaluate FILE.fabricplan [--json] [--best-per-technology] [--lang en|nl]
  fabricplanner-cli explore FILE.fabricplan [--json] [--hybrid-per-unit] [--lang en|nl]
  fabricplanner-cli report FILE.fabricplan --pdf OUT.pdf [--page-size a4|letter]
                    [--best-per-technology] [--cabling-plan] [--lang en|nl]
  fabricplanner-cli import-nccl FILE.fabricplan LOG... [--variant ID] [--use-calibration]
  fabricplanner-cli set-comm-share FILE.fabricplan --compute-s X --comm-s Y [--overlap-s Z]
  fabricplanner-cli export FILE.fabricplan --format json|graphml|xlsx|bom-csv|cabling-csv|cabling-xlsx
                    --output OUT [--best-per-technology]
  fabricplanner-cli export FILE.fabricplan --format svg|drawio|ibnetdiscover --output OUT
  fabricplanner-cli export FILE.fabricplan --format netbox --output FOLDER
  fabricplanner-cli import FILE.json --output FILE.fabricplan
  fabricplanner-cli import-devicetype FILE.fabricplan TYPE.yaml...
  fabricplanner-cli compare-fabric FILE.fabricplan IBNETDISCOVER.txt [--json]
  fabricplanner-cli catalog [--json]
  fabricplanner-cli --help | --version

Defaults for generate: node type h100-8gpu (8 x H100 SXM, 8 x 400G NICs), technology infiniband,
the technology&apos;s default switch (qm9700: 64 x 400G InfiniBand; sn5600: 128 x 400G Ethernet),
topology rail-optimized, oversubscription 1 (written 1, 3 or 3:1), planes 1.
IDs are the catalog&apos;s: fabricplanner-cli catalog lists them.
import-nccl --use-calibration: the analyses of the imported variant use the latency and bandwidth fitted to its measurements.
explore: the cheapest, fastest and simplest compute fabrics of each technology for the design&apos;s
GPUs, node type and workload (the Pareto front; docs/EXPLORE.md).
set-comm-share: the workload&apos;s share of step time in communication from a measured step
(compute, communication and overlapping seconds).
evaluate: also the network TCO per year along the growth plan (1- and 3-year targets)
and the sensitivity of the recommendation to its main assumptions; --json adds them as
&quot;growth_plan&quot; and &quot;sensitivity&quot; (docs/CLI.md).

Every command takes --lang en|nl (default: the system language).
compare-fabric: the fabric as built (ibnetdiscover output) against the design; exit 1 when they differ.
Exit codes: 0 success, 2 bad input (one line on stderr), 1 internal failure.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--planes must be 1, 2, 4 or 8, not &quot;%1&quot;</source>
        <translation type="unfinished">--planes must be 1 or 2, not &quot;%1&quot; {1, 2, 4 ?} {8,?} {1&quot;?}</translation>
    </message>
</context>
<context>
    <name>fp::edit</name>
    <message>
        <source>A link must end on a switch.</source>
        <translation>A link must end on a switch.</translation>
    </message>
    <message>
        <source>The switch belongs to no fabric.</source>
        <translation>The switch belongs to no fabric.</translation>
    </message>
    <message>
        <source>A link must start at a node&apos;s NIC port or at a switch.</source>
        <translation>A link must start at a node&apos;s NIC port or at a switch.</translation>
    </message>
    <message>
        <source>A switch cannot be linked to itself.</source>
        <translation>A switch cannot be linked to itself.</translation>
    </message>
    <message>
        <source>Links may not join two different groups.</source>
        <translation>Links may not join two different groups.</translation>
    </message>
    <message>
        <source>A node outside any group cannot link into a group.</source>
        <translation>A node outside any group cannot link into a group.</translation>
    </message>
    <message>
        <source>Both switches must belong to the same fabric.</source>
        <translation>Both switches must belong to the same fabric.</translation>
    </message>
    <message>
        <source>The two switches have no port speed in common.</source>
        <translation>The two switches have no port speed in common.</translation>
    </message>
    <message>
        <source>The node&apos;s type is not in the catalog.</source>
        <translation>The node&apos;s type is not in the catalog.</translation>
    </message>
    <message>
        <source>The node has no NIC %1.</source>
        <translation>The node has no NIC %1.</translation>
    </message>
    <message>
        <source>The node&apos;s NIC does not support %1.</source>
        <translation>The node&apos;s NIC does not support %1.</translation>
    </message>
    <message>
        <source>The NIC has no port %1.</source>
        <translation>The NIC has no port %1.</translation>
    </message>
    <message>
        <source>This NIC port is already linked.</source>
        <translation>This NIC port is already linked.</translation>
    </message>
    <message>
        <source>%1 has no ports at %2 Gb/s.</source>
        <translation>%1 has no ports at %2 Gb/s.</translation>
    </message>
    <message>
        <source>The catalogue has no figure &quot;%1&quot; of &quot;%2&quot;.</source>
        <translation>The catalog has no figure &quot;%1&quot; of &quot;%2&quot;.</translation>
    </message>
    <message>
        <source>Nothing to connect: select nodes and their leaf switches, or leaf and spine switches.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The selected switches belong to different fabrics.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to connect: the NIC ports of the selected nodes are all linked and the selected leaves have their uplinks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The catalogue has no switch &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is for %2, but %3 is in the %4 fabric.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no ports at %2 Gb/s, the speed of the links of %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select the switches whose part to change.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is already in the group %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select the nodes and switches to group.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 links into the group from %2, which is left outside: select it too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The NVLink domain %1 would be split: select all its nodes or none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Group %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished">%1: %2</translation>
    </message>
    <message>
        <source>%1 to %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a group to ungroup.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 repeats %2 times: set its repeat to 1 first, or its other copies would be lost.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fp::exchange</name>
    <message>
        <source>Untitled project</source>
        <translation>Untitled project</translation>
    </message>
    <message>
        <source>Bill of materials: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variants with this bill: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Incomplete: parts without a price are marked unknown; the total leaves them out and is a lower bound.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Part number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Category</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>Detail</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Quantity</translation>
    </message>
    <message>
        <source>Unit price</source>
        <translation>Unit price</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Price tag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unknown</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Summary</translation>
    </message>
    <message>
        <source>Sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variants</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network capital cost</source>
        <translation>Network capital cost</translation>
    </message>
    <message>
        <source>Complete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation>yes</translation>
    </message>
    <message>
        <source>no: a lower bound, prices unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Central</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cabling plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cabling plan: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A lane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A part</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B lane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B part</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cable part</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Length (m)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gbit/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fabric</source>
        <translation>Fabric</translation>
    </message>
    <message>
        <source>field &quot;interfaces&quot; must be a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>interfaces[%1] must be a mapping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>interfaces[%1]: field &quot;%2&quot; is not understood</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>interfaces[%1]: type &quot;%2&quot; is not understood</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>devicetype-library %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no price in %1; enter a quote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no typical power in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no latency in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no buffer size in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported from %1 (part number %2): one cage per data interface listed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a device type: the document is not a mapping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>field &quot;%1&quot; is not understood</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>field &quot;%1&quot; is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no InfiniBand or 100G+ Ethernet data ports: not a switch of a fabric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>both InfiniBand and Ethernet data ports: not understood</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not readable YAML: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FabricPlanner design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drawn by FabricPlanner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the design has no fabric to export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the design has no InfiniBand fabric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bill of materials (Excel)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bill of materials (CSV)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cabling plan (CSV)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cabling plan (Excel)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1 is not ibnetdiscover output: &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no switch or adapter found: not ibnetdiscover output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 port %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tier %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message numerus="yes">
        <source> and %Ln more</source>
        <translation>
            <numerusform> and %Ln more</numerusform>
            <numerusform> and %Ln more</numerusform>
        </translation>
    </message>
    <message>
        <source>missing: %1 - %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>extra: %1 - %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>miswired: %1 goes to %2; the design has %3
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>devices not in the design: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>devices of the design not found: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>switches per tier: designed %1; found %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the fabric as built matches the design
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot create a temporary folder for the spreadsheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SVG drawing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>draw.io diagram</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NetBox import files (folder)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ibnetdiscover output as designed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A position (U)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B position (U)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no whole u_height in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the evaluation has no variant &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>links missing: %1, extra: %2, miswired: %3
</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fp::exchange::XlsxBook</name>
    <message>
        <source>cannot write the spreadsheet: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fp::rec</name>
    <message>
        <source>EUR %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>performance value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>network TCO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>management complexity</source>
        <translation>management complexity</translation>
    </message>
    <message>
        <source>integration with the existing network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vendor diversity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>risk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A job survives any single switch failure.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The worst single switch failure cuts off %1 GPUs, and a job over the whole cluster stops.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The network capex is at least %1 (some prices are unknown), so the budget of %2 cannot be confirmed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The network capex of %1 is within the budget of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The network capex of %1 exceeds the budget of %2 by %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The model has no all-reduce over %1 GPUs to check the minimum bus bandwidth of %2 GB/s against.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>surviving any single switch failure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the network capex budget of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a job all-reduce bus bandwidth of at least %1 GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (not met by %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No variant meets every requirement: %1. %2 is recommended as the best-scoring variant, although it does not meet every requirement.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requirements: %1. %2 meets every requirement and is recommended among the variants that do.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With its weight of %1 this gives %2 %3 points more than %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a variant and its figure</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weighted total (0-10): %1; it is the only variant to compare.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weighted totals (0-10): %1. %2 is recommended, %3 points ahead of %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weighted totals (0-10): %1. %2 is recommended because it fails fewer requirements, although %3 scores %4 points more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hybrid is the InfiniBand design here: the design has no storage or front-end fabric to put on Ethernet, so the hybrid is not scored on its own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not modelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 % more)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network TCO over %1 years: %2. Points (one point is %3, a tenth of the lowest TCO): %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Management complexity out of 100, the team&apos;s skill gap included: %1. Points (10 for the lowest score, 0 at 100): %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The data centre runs Ethernet: every fabric on Ethernet shares its tools, processes and spares, and a storage or front-end fabric its network. Share of each variant&apos;s fabrics on Ethernet: %1. Points (10 for the highest share, the others in proportion): %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The data centre has no Ethernet network to integrate with: every variant gets 10 points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With the weight of %1 at %2 (now %3), %4 would be recommended.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With %1 InfiniBand experience in the team (now %2), %3 would be recommended.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With %1 RoCE experience in the team (now %2), %3 would be recommended.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Without an existing Ethernet data-centre network, %1 would be recommended.</source>
        <translation type="unfinished">Without an existing Ethernet data-centre network, %1 would be recommended.</translation>
    </message>
    <message>
        <source>With an existing Ethernet data-centre network, %1 would be recommended.</source>
        <translation type="unfinished">With an existing Ethernet data-centre network, %1 would be recommended.</translation>
    </message>
    <message>
        <source>If jobs need not survive a single switch failure, %1 would be recommended.</source>
        <translation type="unfinished">If jobs need not survive a single switch failure, %1 would be recommended.</translation>
    </message>
    <message>
        <source>If jobs had to survive any single switch failure, %1 would be recommended.</source>
        <translation type="unfinished">If jobs had to survive any single switch failure, %1 would be recommended.</translation>
    </message>
    <message>
        <source>If the workload were %1 (now %2), %3 would be recommended.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source>With a network capex budget of %1 (now %2), %3 would be recommended.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB/s</source>
        <translation>%1 GB/s</translation>
    </message>
    <message>
        <source>With a minimum job all-reduce bus bandwidth of %1 GB/s (now %2), %3 would be recommended.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If the network TCO of %1 were %2 (now %3), %4 would be recommended.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At %1 per GPU-hour (now %2), %3 would be recommended.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With %1 % of step time communicating (now %2 %), %3 would be recommended.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hybrid per unit is the InfiniBand design here: the compute fabric has no switches between its units to put on Ethernet, so it is not scored on its own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Along the growth plan the cluster grows, so the money lost counts %1 years of today&apos;s GPUs (%2 years of the plan) instead of %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network TCO along the growth plan over %1 years (the design now, the build-out steps to the 1- and 3-year targets with re-cabling, energy and support year by year): %2. Points (one point is %3, a tenth of the lowest TCO): %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ethernet price discount against InfiniBand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Energy price</source>
        <translation>Energy price</translation>
    </message>
    <message>
        <source>EUR %1 per kWh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Support per year, share of capex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RoCE efficiency against InfiniBand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hidden share of the gradient reduction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost per GPU-hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 from %2 to %3 (now %4): the lead of %5 goes from %6 to %7 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; the recommendation does not change in this range.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; at %2 %3 would be recommended.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not scored: its build-out along the growth plan cannot be priced yet, and the network TCO compares every variant along the same plan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 % of the step of %2, the fastest option: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the modelled steps, %1 s against %2 s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the collective that stands for the workload is not modelled for both, so the steps count as equal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no parallelism plan is set, so the communicating share of the step (%1 %, an input of the workload) scales with the time of the %2 over %3 GPUs (%4 ms against %5 ms) and the rest stays: 1 + %1 % x (%4 / %5 - 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>over the %1 years of the growth plan (%2 years of today&apos;s GPUs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>over %1 years</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RoCE tuning risk: a RoCE compute fabric that misses its tuning runs at the untuned efficiency (%1) instead of the one it is modelled with. The team has %2 RoCE experience, so %3 % of that loss counts. Bandwidth at stake: %4. Points (10 x (1 - the share at stake)): %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>plain ECMP instead of adaptive routing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Performance is not valued: the catalogue has no cost per GPU-hour (gpu-hour-cost-eur), so every variant gets 10 points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not scored: parts on its bill have no price (%2), so its network TCO is only a lower bound and would count them as free.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s network TCO leaves out the energy of parts without a power figure (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The answer stays the same even if each of them drew 50 kW.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If each of them drew %1 kW, %2 would be recommended.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s TCO leaves out the energy of %n part(s) without a power figure (%2); if each drew %3 kW, %4 would be recommended.</source>
        <translation>
            <numerusform>%1&apos;s TCO leaves out the energy of %n part without a power figure (%2); if it drew %3 kW, %4 would be recommended.</numerusform>
            <numerusform>%1&apos;s TCO leaves out the energy of %n parts without a power figure (%2); if each drew %3 kW, %4 would be recommended.</numerusform>
        </translation>
    </message>
    <message>
        <source>EUR %1 (the cluster&apos;s own cost)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At %1 per GPU-hour (now %2, the own cost of the cluster as drawn; a rental price can be chosen in the project&apos;s decision settings), %3 would be recommended.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hybrid per unit is the hybrid design here: the compute fabric has one scalable unit, so no switches lie between units to put on Ethernet, and it is not scored on its own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch vendors to choose from for the same fabric (the catalogue lists %1 for InfiniBand and %2 for Ethernet; the bills price one vendor&apos;s parts, the others can be quoted), per variant weighted by its switches: %3. Points (10 for the most, the others in proportion): %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Performance as money, from the step-time model of the workload&apos;s plan: the modelled training step, %1. GPU time lost against the fastest %2 at %3 per GPU-hour, %4 GPUs and 8,760 hours a year: %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With %1 % of step time communicating (as set for the design as drawn), a step takes longer than on the fastest variant by: %2. GPU time lost %3 at %4 per GPU-hour, %5 GPUs and 8,760 hours a year: %6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job interruptions by the network take GPU time as well (a failed switch or link stops the job, which restarts from its last checkpoint): interruptions a year, %1; their GPU time %2: %3. The points count both.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points (one point is %1, a tenth of the lowest network TCO): %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job interruptions by the network (%1 a year: a failed switch or link stops the job) take the same GPU time on every variant, %2 %3, so they move no points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An all-reduce of %1 over %2 GPUs reaches %3 GB/s bus bandwidth; at least %4 GB/s is required.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An all-reduce of %1 over %2 GPUs reaches only %3 GB/s bus bandwidth; at least %4 GB/s is required.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Performance as money. An all-to-all of %1 over %2 GPUs: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Performance as money. An all-reduce of %1 over %2 GPUs: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A job survives any single switch failure if NCCL&apos;s port failover works (NCCL 2.29.7 and later, NCCL_IB_RESILIENCY_PORT_FAILOVER=1); to be tested in the proof of concept.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fp::render</name>
    <message>
        <source>1 node</source>
        <translation>1 node</translation>
    </message>
    <message>
        <source>%1 nodes</source>
        <translation>%1 nodes</translation>
    </message>
    <message>
        <source>%1 GPUs</source>
        <translation>%1 GPUs</translation>
    </message>
    <message>
        <source>1 switch</source>
        <translation>1 switch</translation>
    </message>
    <message>
        <source>%1 switches</source>
        <translation>%1 switches</translation>
    </message>
    <message>
        <source>%1 / %2 ports</source>
        <translation>%1 / %2 ports</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>GPU (NVLink frame)</source>
        <translation>GPU (NVLink frame)</translation>
    </message>
    <message>
        <source>NIC port: linked, free</source>
        <translation>NIC port: linked, free</translation>
    </message>
    <message>
        <source>Leaf switch</source>
        <translation>Leaf switch</translation>
    </message>
    <message>
        <source>Spine switch</source>
        <translation>Spine switch</translation>
    </message>
    <message>
        <source>Core switch</source>
        <translation>Core switch</translation>
    </message>
    <message>
        <source>InfiniBand link</source>
        <translation>InfiniBand link</translation>
    </message>
    <message>
        <source>Ethernet link</source>
        <translation>Ethernet link</translation>
    </message>
    <message>
        <source>Group, repeated × N</source>
        <translation>Group, repeated × N</translation>
    </message>
    <message>
        <source>Rack-scale NVLink domain</source>
        <translation>Rack-scale NVLink domain</translation>
    </message>
    <message>
        <source>Storage targets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ports of %2 Gb/s on the top tier (%3 switches)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kept for them; not objects of the design</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
