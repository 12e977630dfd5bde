<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl">
<context>
    <name>fp</name>
    <message>
        <source>no</source>
        <translation>geen</translation>
    </message>
    <message>
        <source>some</source>
        <translation>enige</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>ruime</translation>
    </message>
    <message>
        <source>Two fabric technologies (InfiniBand and Ethernet): two sets of procedures, spares and tools.</source>
        <translation>Twee fabrictechnologieën (InfiniBand en Ethernet): twee sets procedures, reserveonderdelen en tools.</translation>
    </message>
    <message>
        <source>One fabric technology.</source>
        <translation>Eén technologie.</translation>
    </message>
    <message numerus="yes">
        <source>%n vendor(s) of switches and NICs.</source>
        <translation>
            <numerusform>%n leverancier van switches en NIC&apos;s.</numerusform>
            <numerusform>%n leveranciers van switches en NIC&apos;s.</numerusform>
        </translation>
    </message>
    <message>
        <source>RoCE needs a lossless class kept consistent on %1 ports: PFC, ECN, DCQCN, DSCP trust and PFC buffer headroom per port.</source>
        <translation>RoCE vereist een lossless verkeersklasse die op %1 poorten consistent moet blijven: PFC, ECN, DCQCN, DSCP-trust en buffer-headroom voor PFC per poort.</translation>
    </message>
    <message>
        <source>No RoCE fabric: no lossless Ethernet configuration.</source>
        <translation>Niet van toepassing: geen RoCE-fabric.</translation>
    </message>
    <message>
        <source>No InfiniBand fabric: no subnet manager to run.</source>
        <translation>Geen InfiniBand-fabric, dus geen subnetmanager om te beheren.</translation>
    </message>
    <message>
        <source>The InfiniBand subnet manager runs on the switches (on-board SM); it must still be made redundant and watched.</source>
        <translation>De InfiniBand-subnetmanager draait op de switches (ingebouwde SM); die moet nog steeds redundant worden uitgevoerd en bewaakt.</translation>
    </message>
    <message>
        <source>%1 InfiniBand experience</source>
        <translation>%1 ervaring met InfiniBand</translation>
    </message>
    <message>
        <source>%1 RoCE experience</source>
        <translation>%1 ervaring met RoCE</translation>
    </message>
    <message>
        <source>No InfiniBand or RoCE fabric: no specific skills needed.</source>
        <translation>Geen InfiniBand- of RoCE-fabric: geen specifieke ervaring nodig.</translation>
    </message>
    <message>
        <source>The team has %1; each technology in use with no experience earns %2 points, with some experience %3.</source>
        <translation>Het team heeft %1; elke gebruikte technologie zonder ervaring telt %2 punten, met enige ervaring %3.</translation>
    </message>
    <message>
        <source> and </source>
        <translation> en </translation>
    </message>
    <message>
        <source>%1 cables and %2 transceivers to install, label and replace.</source>
        <translation>%1 kabels en %2 transceivers om te installeren, te labelen en te vervangen.</translation>
    </message>
    <message>
        <source>Lossless (PFC) priority for RoCE traffic</source>
        <translation>Lossless-prioriteit (PFC) voor RoCE-verkeer</translation>
    </message>
    <message>
        <source>Congestion notification packets (CNP), strict priority</source>
        <translation>Congestiemeldingspakketten (CNP), strikte prioriteit</translation>
    </message>
    <message>
        <source>Trust mode on switch and NIC ports</source>
        <translation>Trust-modus op switch- en NIC-poorten</translation>
    </message>
    <message>
        <source>ECN marking minimum threshold</source>
        <translation>Minimumdrempel voor ECN-markering</translation>
    </message>
    <message>
        <source>%1 KB</source>
        <translation>%1 KB</translation>
    </message>
    <message>
        <source>ECN marking maximum threshold</source>
        <translation>Maximumdrempel voor ECN-markering</translation>
    </message>
    <message>
        <source>Congestion control on the NICs</source>
        <translation>Congestiebeheersing op de NIC&apos;s</translation>
    </message>
    <message>
        <source>RoCEv2 UDP destination port</source>
        <translation>UDP-bestemmingspoort voor RoCEv2</translation>
    </message>
    <message>
        <source>RoCE MTU</source>
        <translation>RoCE-MTU</translation>
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
        <translation>Het netwerk verbruikt %1 W; met een PUE van %2 over 8.760 uur is dat %3 kWh, oftewel € %4 per jaar bij € %5 per kWh.</translation>
    </message>
    <message>
        <source>Over %1 years the network costs %2 EUR: capital %3 EUR plus %4 EUR energy and %5 EUR support (%6 % of capital) per year.</source>
        <translation>Over %1 jaar kost het netwerk € %2: € %3 aan aanschafkosten plus per jaar € %4 aan energie en € %5 aan ondersteuning (%6 % van de aanschafkosten).</translation>
    </message>
    <message>
        <source>The generated fabric cannot be re-planned: %1</source>
        <translation>De gegenereerde fabric kan niet opnieuw worden gepland: %1</translation>
    </message>
    <message>
        <source>One more unit of %1 GPUs cannot be built with the chosen switch.</source>
        <translation>Met de gekozen switch kan er geen extra eenheid van %1 GPU&apos;s worden gebouwd.</translation>
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
        <translation>een naamloze fabric</translation>
    </message>
    <message>
        <source>check adaptive routing, the subnet manager&apos;s routing engine, cable and port errors, and NIC placement (one NIC per GPU on the same PCIe switch)</source>
        <translation>controleer adaptieve routering, de routeringsengine van de subnetmanager, kabel- en poortfouten, en de plaatsing van de NIC&apos;s (één NIC per GPU op dezelfde PCIe-switch)</translation>
    </message>
    <message>
        <source>check load balancing (ECMP hashing or adaptive routing), PFC/ECN settings and NIC placement (one NIC per GPU on the same PCIe switch)</source>
        <translation>controleer de lastverdeling (ECMP-hashing of adaptieve routering), de PFC/ECN-instellingen en de plaatsing van de NIC&apos;s (één NIC per GPU op dezelfde PCIe-switch)</translation>
    </message>
    <message>
        <source>check load balancing, congestion control settings and NIC placement</source>
        <translation>controleer de lastverdeling, de instellingen voor congestiebeheersing en de plaatsing van de NIC&apos;s</translation>
    </message>
    <message>
        <source>Measured busbw at %1 is %2 % of the modelled value (%3 against %4 GB/s)</source>
        <translation>De gemeten busbw bij %1 is %2 % van de gemodelleerde waarde (%3 tegenover %4 GB/s)</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>%1: the model is conservative for this fabric; consider using the calibrated figures for this variant.</source>
        <translation>%1: het model is voor deze fabric aan de voorzichtige kant; overweeg de gekalibreerde waarden voor deze variant te gebruiken.</translation>
    </message>
    <message>
        <source>%1: measurement and model agree within 10 %.</source>
        <translation>%1: meting en model komen binnen 10 % overeen.</translation>
    </message>
    <message>
        <source>The times do not grow with the message size, so no bandwidth can be fitted.</source>
        <translation>De tijden nemen niet toe met de berichtgrootte, dus er kan geen bandbreedte worden gefit.</translation>
    </message>
    <message>
        <source>Run %1 of %2 (%3, %4 GPUs on %5)</source>
        <translation>Run %1 van %2 (%3, %4 GPU&apos;s op %5)</translation>
    </message>
    <message>
        <source>unknown operation</source>
        <translation>onbekende operatie</translation>
    </message>
    <message>
        <source>%1: no calibration. %2</source>
        <translation>%1: geen kalibratie. %2</translation>
    </message>
    <message>
        <source>%1: a least-squares fit of the alpha-beta model over %2 sizes gives a latency of %3 µs per step and a bus bandwidth of %4 GB/s per GPU (root-mean-square error %5 %).</source>
        <translation>%1: een kleinste-kwadratenfit van het alfa-bètamodel over %2 berichtgroottes geeft een latentie van %3 µs per stap en een busbandbreedte van %4 GB/s per GPU (RMS-fout %5 %).</translation>
    </message>
    <message>
        <source>The times of the smallest sizes do not show a latency the model can fit, so the latency was set to 0 and only the bandwidth was fitted.</source>
        <translation>De tijden van de kleinste berichtgroottes laten geen latentie zien die het model kan fitten; de latentie is daarom op 0 gezet en alleen de bandbreedte is gefit.</translation>
    </message>
    <message>
        <source>The run&apos;s table was cut short or lost rows; the fit uses the %1 sizes that were read.</source>
        <translation>De tabel van de run is afgebroken of mist rijen; de fit gebruikt de %1 berichtgroottes die zijn ingelezen.</translation>
    </message>
    <message>
        <source>All GPUs of this run are in one node: it measures NVLink, not the network fabric.</source>
        <translation>Alle GPU&apos;s van deze run zitten in één node: de run meet NVLink, niet de netwerkfabric.</translation>
    </message>
    <message>
        <source>The fitted bandwidth is %1 % of the %2 GB/s line rate per GPU (%3 Gb/s).</source>
        <translation>De gefitte bandbreedte is %1 % van de lijnsnelheid van %2 GB/s per GPU (%3 Gb/s).</translation>
    </message>
    <message>
        <source>No calibration for %1: %2</source>
        <translation>Geen kalibratie voor %1. %2</translation>
    </message>
    <message>
        <source>Measurements on %1 give a latency of %2 µs per step and a bus bandwidth of %3 GB/s per GPU.</source>
        <translation>Metingen op %1 geven een latentie van %2 µs per stap en een busbandbreedte van %3 GB/s per GPU.</translation>
    </message>
    <message>
        <source>That is %1 % of the %2 Gb/s line rate per GPU.</source>
        <translation>Dat is %1 % van de lijnsnelheid van %2 Gb/s per GPU.</translation>
    </message>
    <message>
        <source>All runs are within one node, so the figures describe NVLink rather than the network fabric.</source>
        <translation>Alle runs blijven binnen één node; de waarden beschrijven dus NVLink en niet de netwerkfabric.</translation>
    </message>
    <message>
        <source>The step breakdown needs compute, communication and overlap times of 0 seconds or more.</source>
        <translation>De opsplitsing van de stap vraagt reken-, communicatie- en overlaptijden van 0 seconden of meer.</translation>
    </message>
    <message>
        <source>The overlap (%1 s) cannot be longer than the compute time (%2 s) or the communication time (%3 s).</source>
        <translation>De overlap (%1 s) kan niet langer zijn dan de rekentijd (%2 s) of de communicatietijd (%3 s).</translation>
    </message>
    <message>
        <source>The step breakdown adds up to a step of 0 seconds.</source>
        <translation>De opsplitsing komt uit op een stap van 0 seconden.</translation>
    </message>
    <message>
        <source>Of a measured step of %1 s, %2 s is communication that compute does not hide (%3 s of %4 s overlaps): the network holds up %5 % of the step.</source>
        <translation>Van een gemeten stap van %1 s is %2 s communicatie die niet achter het rekenwerk wegvalt (%3 s van %4 s overlapt): het netwerk houdt %5 % van de stap op.</translation>
    </message>
    <message>
        <source>The file &quot;%1&quot; does not exist.</source>
        <translation>Het bestand &quot;%1&quot; bestaat niet.</translation>
    </message>
    <message>
        <source>The file &quot;%1&quot; cannot be read: %2</source>
        <translation>Het bestand &quot;%1&quot; kan niet worden gelezen: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a FabricPlanner project: the JSON is invalid at byte %2 (%3).</source>
        <translation>&quot;%1&quot; is geen FabricPlanner-project: de JSON is ongeldig bij byte %2 (%3).</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid FabricPlanner project: %2</source>
        <translation>&quot;%1&quot; is geen geldig FabricPlanner-project: %2</translation>
    </message>
    <message>
        <source>LLM pre-training</source>
        <translation>LLM-pretraining</translation>
    </message>
    <message>
        <source>fine-tuning</source>
        <translation>fine-tuning</translation>
    </message>
    <message>
        <source>inference</source>
        <translation>inferentie</translation>
    </message>
    <message>
        <source>mixed HPC</source>
        <translation>gemengde HPC</translation>
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
        <translation>NVLink-switch</translation>
    </message>
    <message numerus="yes">
        <source>In %n year(s) the plan is %1 GPUs: no fabric of the chosen switch can be built that large.</source>
        <translation>
            <numerusform>Over %n jaar zijn %1 GPU&apos;s gepland: met de gekozen switch is geen fabric van die omvang te bouwen.</numerusform>
            <numerusform>Over %n jaar zijn %1 GPU&apos;s gepland: met de gekozen switch is geen fabric van die omvang te bouwen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>In %n year(s) the plan is %1 GPUs: the fabric then needs a %2-tier design (%3-tier now) and its network costs EUR %4.</source>
        <translation>
            <numerusform>Over %n jaar zijn %1 GPU&apos;s gepland: dan is een %2-laags ontwerp nodig (nu %3-laags) en kost het netwerk € %4.</numerusform>
            <numerusform>Over %n jaar zijn %1 GPU&apos;s gepland: dan is een %2-laags ontwerp nodig (nu %3-laags) en kost het netwerk € %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>With %n tier(s) the fabric takes up to %1 GPUs (%2 now); another spine is needed after %3 more GPUs.</source>
        <translation>
            <numerusform>Met %n laag biedt de fabric plaats aan maximaal %1 GPU&apos;s (nu %2); er kunnen nog %3 GPU&apos;s bij voordat een extra spine nodig is.</numerusform>
            <numerusform>Met %n lagen biedt de fabric plaats aan maximaal %1 GPU&apos;s (nu %2); er kunnen nog %3 GPU&apos;s bij voordat een extra spine nodig is.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>In %n year(s) the plan is %1 GPUs: the free ports of the drawn fabric take them.</source>
        <translation>
            <numerusform>Over %n jaar zijn %1 GPU&apos;s gepland: de vrije poorten van de getekende fabric bieden daar plaats aan.</numerusform>
            <numerusform>Over %n jaar zijn %1 GPU&apos;s gepland: de vrije poorten van de getekende fabric bieden daar plaats aan.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>PFC headroom per %1 Gb/s port, %2 m cable, MTU %3 (%Ln link(s))</source>
        <translation>
            <numerusform>PFC-headroom per poort van %1 Gb/s, kabel van %2 m, MTU %3 (%Ln link)</numerusform>
            <numerusform>PFC-headroom per poort van %1 Gb/s, kabel van %2 m, MTU %3 (%Ln links)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: cannot be read: %2</source>
        <translation>%1: kan niet worden gelezen: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>no nccl-tests results found</source>
        <translation>geen nccl-tests-resultaten gevonden</translation>
    </message>
    <message>
        <source>Import nccl-tests logs</source>
        <translation>nccl-tests-logs importeren</translation>
    </message>
    <message>
        <source>No nccl-tests logs (*.txt, *.log, *.json) were found in %1.</source>
        <translation>In %1 zijn geen nccl-tests-logs (*.txt, *.log, *.json) gevonden.</translation>
    </message>
    <message>
        <source>Nothing was imported:
%1</source>
        <translation>Er is niets geïmporteerd:
%1</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n nccl-tests run(s)</source>
        <translation>
            <numerusform>%n nccl-tests-run geïmporteerd</numerusform>
            <numerusform>%n nccl-tests-runs geïmporteerd</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n warning(s): %1)</source>
        <translation>
            <numerusform>(%n waarschuwing: %1)</numerusform>
            <numerusform>(%n waarschuwingen: %1)</numerusform>
        </translation>
    </message>
    <message>
        <source>These files were not imported:
%1</source>
        <translation>Deze bestanden zijn niet geïmporteerd:
%1</translation>
    </message>
    <message>
        <source>%1 line %2</source>
        <translation>%1 regel %2</translation>
    </message>
    <message>
        <source>%1: the same results are already in the project as run %2 (the log was imported before); they are not imported again.</source>
        <translation>%1: dezelfde resultaten staan al in het project als run %2 (de log is al eerder geïmporteerd); ze worden niet nogmaals geïmporteerd.</translation>
    </message>
    <message>
        <source>%1 line %2: %3</source>
        <translation>%1 regel %2: %3</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is out of range (%3)</source>
        <translation>%1 &quot;%2&quot; valt buiten het bereik (%3)</translation>
    </message>
    <message>
        <source>0 to %1 bytes</source>
        <translation>0 tot %1 bytes</translation>
    </message>
    <message>
        <source>%1 to %2 GPUs</source>
        <translation>%1 tot %2 GPU&apos;s</translation>
    </message>
    <message>
        <source>0 to %1 microseconds</source>
        <translation>0 tot %1 microseconden</translation>
    </message>
    <message>
        <source>0 to %1 GB/s</source>
        <translation>0 tot %1 GB/s</translation>
    </message>
    <message>
        <source>the JSON output is larger than %1 MiB; nccl-tests writes far less.</source>
        <translation>de JSON-uitvoer is groter dan %1 MiB; nccl-tests schrijft veel minder.</translation>
    </message>
    <message>
        <source>a binary file, not nccl-tests output.</source>
        <translation>een binair bestand, geen uitvoer van nccl-tests.</translation>
    </message>
    <message>
        <source>this looks like JSON but cannot be read: %1. A JSON file cut short cannot be imported; use the text output instead.</source>
        <translation>dit lijkt JSON maar kan niet worden gelezen: %1. Een afgebroken JSON-bestand kan niet worden geïmporteerd; gebruik in plaats daarvan de tekstuitvoer.</translation>
    </message>
    <message>
        <source>JSON but not nccl-tests output: it has no &quot;results&quot; list.</source>
        <translation>JSON maar geen uitvoer van nccl-tests: er is geen lijst &quot;results&quot;.</translation>
    </message>
    <message>
        <source>the file is empty: there is no nccl-tests output to read.</source>
        <translation>het bestand is leeg: er is geen uitvoer van nccl-tests om te lezen.</translation>
    </message>
    <message>
        <source>the log has more lines than can be counted.</source>
        <translation>de log heeft meer regels dan er geteld kunnen worden.</translation>
    </message>
    <message>
        <source>%1: the same results as %2, read before (the same log given twice).</source>
        <translation>%1: dezelfde resultaten als %2, dat eerder is ingelezen (dezelfde log twee keer opgegeven).</translation>
    </message>
    <message>
        <source>it is not a regular file (a pipe, device or socket)</source>
        <translation>het is geen gewoon bestand (maar een pipe, apparaat of socket)</translation>
    </message>
    <message>
        <source>A well-configured fabric reaches 92-96 % (github.com/NVIDIA/nccl-tests/issues/290): %1.</source>
        <translation>Een goed geconfigureerde fabric haalt 92-96 % (github.com/NVIDIA/nccl-tests/issues/290): %1.</translation>
    </message>
    <message numerus="yes">
        <source>At least one switch needs %n cage(s) more than it has for the modules and cables counted at it: the cabling cannot be built as drawn.</source>
        <translation>
            <numerusform>Ten minste één switch heeft %n kooi meer nodig dan hij heeft voor de modules en kabels die erop zijn geteld: de bekabeling kan niet worden gebouwd zoals getekend.</numerusform>
            <numerusform>Ten minste één switch heeft %n kooien meer nodig dan hij heeft voor de modules en kabels die erop zijn geteld: de bekabeling kan niet worden gebouwd zoals getekend.</numerusform>
        </translation>
    </message>
    <message>
        <source>point-to-point</source>
        <translation>point-to-point</translation>
    </message>
    <message>
        <source>latency, not bandwidth</source>
        <translation>latentie, niet bandbreedte</translation>
    </message>
    <message>
        <source>NVLink</source>
        <translation>NVLink</translation>
    </message>
    <message>
        <source>NVLink SHARP in the NVSwitches</source>
        <translation>NVLink SHARP in de NVSwitches</translation>
    </message>
    <message>
        <source>the NICs of each NVLink domain</source>
        <translation>de NIC&apos;s van elk NVLink-domein</translation>
    </message>
    <message>
        <source>the LL protocol&apos;s bandwidth limit</source>
        <translation>de bandbreedtegrens van het LL-protocol</translation>
    </message>
    <message>
        <source>NVLink SHARP all-reduce at %1 GB/s algorithm bandwidth</source>
        <translation>NVLink SHARP-all-reduce met %1 GB/s algoritmebandbreedte</translation>
    </message>
    <message>
        <source>no NVLink SHARP</source>
        <translation>geen NVLink SHARP</translation>
    </message>
    <message>
        <source>the fabric has no taper</source>
        <translation>de fabric heeft geen overboeking</translation>
    </message>
    <message>
        <source>all-to-all crosses the %1:1 taper because the job spans more than one leaf; rings and trees placed rail-aligned stay on their rail and do not pay it</source>
        <translation>all-to-all gaat door de overboeking van %1:1 omdat de job meer dan één leaf beslaat; rings en trees die per rail zijn geplaatst blijven op hun rail en merken er niets van</translation>
    </message>
    <message>
        <source>the %1:1 taper is not crossed because the job fits under one leaf</source>
        <translation>de overboeking van %1:1 speelt niet mee omdat de job onder één leaf past</translation>
    </message>
    <message>
        <source>Each GPU reaches the network at %1 GB/s through its NIC, %2 GB/s after the efficiency of %3; each NVLink domain of %4 GPUs has %5 GB/s of NICs; %6. An all-to-all gets %7 GB/s per GPU (bisection share %8 GB/s).</source>
        <translation>Elke GPU bereikt het netwerk met %1 GB/s via zijn NIC, %2 GB/s na de efficiëntie van %3; elk NVLink-domein van %4 GPU&apos;s heeft %5 GB/s aan NIC&apos;s; %6. Een all-to-all krijgt %7 GB/s per GPU (aandeel in de bisectiebandbreedte %8 GB/s).</translation>
    </message>
    <message>
        <source>The InfiniBand switches reduce in the network (SHARP, assumption sharp-enabled): NCCL can use CollNet and NVLS across nodes, where each domain sends its data once instead of twice and the latency does not grow with the cluster. It needs the SHARP aggregation manager (UFM).</source>
        <translation>De InfiniBand-switches reduceren in het netwerk (SHARP, aanname sharp-enabled): NCCL kan CollNet en NVLS over nodes heen gebruiken; elk domein verstuurt zijn data dan één keer in plaats van twee keer en de latentie groeit niet mee met het cluster. Daarvoor is de SHARP Aggregation Manager (UFM) nodig.</translation>
    </message>
    <message>
        <source>No in-network reduction: SHARP needs InfiniBand switches that support it on the whole compute fabric and assumption sharp-enabled = 1.</source>
        <translation>Geen reductie in het netwerk: SHARP vraagt InfiniBand-switches die het ondersteunen in de hele compute-fabric en aanname sharp-enabled = 1.</translation>
    </message>
    <message>
        <source>On two NVLink domains NCCL&apos;s tree (or NVLSTree) sends each domain&apos;s data over the network once instead of twice, so its bus bandwidth can exceed the NICs&apos; ring bound. Beyond two domains this effect is gone: a 2-node pilot overstates larger clusters.</source>
        <translation>Op twee NVLink-domeinen stuurt de tree (of NVLSTree) van NCCL de data van elk domein één keer over het netwerk in plaats van twee keer, zodat de busbandbreedte boven de ringgrens van de NIC&apos;s kan uitkomen. Bij meer dan twee domeinen verdwijnt dat effect: een pilot met 2 nodes geeft voor grotere clusters een te rooskleurig beeld.</translation>
    </message>
    <message>
        <source>An all-reduce of %1 over %2 GPUs takes %3 ms with %4/%5 (%6 µs of it latency): %7 GB/s algorithm bandwidth, %8 GB/s bus bandwidth (nccl-tests definition); limited by %9.</source>
        <translation>Een all-reduce van %1 over %2 GPU&apos;s duurt %3 ms met %4/%5 (waarvan %6 µs latentie): %7 GB/s algoritmebandbreedte, %8 GB/s busbandbreedte (definitie van nccl-tests); begrensd door %9.</translation>
    </message>
    <message>
        <source>the latency (no run had small enough sizes), so NCCL&apos;s latencies stand</source>
        <translation>de latentie (geen run had berichten die klein genoeg waren), dus de latenties van NCCL blijven staan</translation>
    </message>
    <message>
        <source>The calibrating runs do not measure %1.</source>
        <translation>De kalibratieruns meten niet %1.</translation>
    </message>
    <message>
        <source>; nor </source>
        <translation>; en ook niet </translation>
    </message>
    <message>
        <source>Calibrated from measurement: the per-NIC efficiency (x %1) and NCCL&apos;s latencies (x %2) scaled so that the model fits %3 sizes of %4.</source>
        <translation>Gekalibreerd op meting: de efficiëntie per NIC (x %1) en de latenties van NCCL (x %2) zijn zo geschaald dat het model past op %3 berichtgroottes van %4.</translation>
    </message>
    <message>
        <source>The design has no GPUs on a compute fabric, so no collective times are computed.</source>
        <translation>Het ontwerp heeft geen GPU&apos;s op een compute-fabric, dus er worden geen collective-tijden berekend.</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Geen</translation>
    </message>
    <message>
        <source>Some</source>
        <translation>Enige ervaring</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Ruime ervaring</translation>
    </message>
    <message>
        <source>Fine-tuning</source>
        <translation>Fine-tuning</translation>
    </message>
    <message>
        <source>Inference</source>
        <translation>Inferentie</translation>
    </message>
    <message>
        <source>Mixed HPC</source>
        <translation>Gemengde HPC</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>compute</translation>
    </message>
    <message>
        <source>storage</source>
        <translation>opslag</translation>
    </message>
    <message>
        <source>front-end</source>
        <translation>front-end</translation>
    </message>
    <message>
        <source>management</source>
        <translation>beheer</translation>
    </message>
    <message>
        <source>Ethernet</source>
        <translation>Ethernet</translation>
    </message>
    <message>
        <source>Lossless class and adaptive routing</source>
        <translation>Lossless verkeersklasse en adaptieve routering</translation>
    </message>
    <message>
        <source>Lossless class, plain ECMP</source>
        <translation>Lossless verkeersklasse, standaard-ECMP</translation>
    </message>
    <message>
        <source>Untuned</source>
        <translation>Niet afgesteld</translation>
    </message>
    <message>
        <source>Rail-optimized</source>
        <translation>Rail-geoptimaliseerd</translation>
    </message>
    <message>
        <source>Fat tree</source>
        <translation>Fat tree</translation>
    </message>
    <message>
        <source>aggregation</source>
        <translation>aggregatie</translation>
    </message>
    <message>
        <source>Leaf</source>
        <translation>Leaf</translation>
    </message>
    <message>
        <source>Aggregation</source>
        <translation>Aggregatie</translation>
    </message>
    <message>
        <source>Spine</source>
        <translation>Spine</translation>
    </message>
    <message>
        <source>Core</source>
        <translation>Core</translation>
    </message>
    <message>
        <source>passive copper (DAC)</source>
        <translation>passief koper (DAC)</translation>
    </message>
    <message>
        <source>active copper</source>
        <translation>actief koper</translation>
    </message>
    <message>
        <source>active optical (AOC)</source>
        <translation>actief optisch (AOC)</translation>
    </message>
    <message>
        <source>transceiver</source>
        <translation>transceiver</translation>
    </message>
    <message>
        <source>fibre</source>
        <translation>glasvezel</translation>
    </message>
    <message>
        <source>primary source</source>
        <translation>primaire bron</translation>
    </message>
    <message>
        <source>secondary source</source>
        <translation>secundaire bron</translation>
    </message>
    <message>
        <source>estimate</source>
        <translation>schatting</translation>
    </message>
    <message>
        <source>derived</source>
        <translation>afgeleid</translation>
    </message>
    <message>
        <source>your figure</source>
        <translation>uw eigen waarde</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>E</source>
        <translation>E</translation>
    </message>
    <message>
        <source>D</source>
        <translation>D</translation>
    </message>
    <message>
        <source>U</source>
        <translation>U</translation>
    </message>
    <message>
        <source>Switch</source>
        <translation>Switch</translation>
    </message>
    <message>
        <source>NIC</source>
        <translation>NIC</translation>
    </message>
    <message>
        <source>Transceiver</source>
        <translation>Transceiver</translation>
    </message>
    <message>
        <source>Cable</source>
        <translation>Kabel</translation>
    </message>
    <message>
        <source>Appliance</source>
        <translation>Appliance</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Licentie</translation>
    </message>
    <message>
        <source>Spare</source>
        <translation>Reserveonderdeel</translation>
    </message>
    <message>
        <source>Managed devices</source>
        <translation>Beheerde apparaten</translation>
    </message>
    <message>
        <source>Fabric technologies</source>
        <translation>Fabrictechnologieën</translation>
    </message>
    <message>
        <source>Vendors</source>
        <translation>Leveranciers</translation>
    </message>
    <message>
        <source>Lossless Ethernet configuration</source>
        <translation>Configuratie van lossless Ethernet</translation>
    </message>
    <message>
        <source>InfiniBand subnet manager</source>
        <translation>InfiniBand-subnetmanager</translation>
    </message>
    <message>
        <source>Team skill gap</source>
        <translation>Gebrek aan ervaring in het team</translation>
    </message>
    <message>
        <source>Cables and optics</source>
        <translation>Kabels en optiek</translation>
    </message>
    <message>
        <source>Tooling and monitoring</source>
        <translation>Beheertools en monitoring</translation>
    </message>
    <message>
        <source>the job&apos;s nodes are placed at random (assumption job-placement-random = 1), so rings, trees and all-to-all all cross the %1:1 taper and run at 1/%1 of the NIC rate across it</source>
        <translation>de nodes van de job worden willekeurig geplaatst (aanname job-placement-random = 1), dus rings, trees en all-to-all gaan allemaal door de overboeking van %1:1 en halen daar 1/%1 van de NIC-snelheid</translation>
    </message>
    <message>
        <source>The step-time model covers training; for inference the KV-cache transfers and per-token expert all-to-all are not modelled.</source>
        <translation>Het staptijdmodel dekt training; voor inferentie worden de overdracht van de KV-cache en de all-to-all per token naar de experts niet gemodelleerd.</translation>
    </message>
    <message>
        <source>No model plan is given (parameters, layers, hidden size, sequence length and global batch), so the step time is not modelled.</source>
        <translation>Er is geen modelplan opgegeven (parameters, lagen, verborgen dimensie, sequentielengte en globale batch), dus de staptijd wordt niet gemodelleerd.</translation>
    </message>
    <message>
        <source>TP %1 x PP %2 x DP %3 does not make the job&apos;s %4 GPUs, so the step time is not modelled.</source>
        <translation>TP %1 x PP %2 x DP %3 komt niet uit op de %4 GPU&apos;s van de job, dus de staptijd wordt niet gemodelleerd.</translation>
    </message>
    <message>
        <source>The expert-parallel size %1 does not divide the data-parallel size %2, so the step time is not modelled.</source>
        <translation>De expert-parallelle grootte %1 deelt de data-parallelle grootte %2 niet, dus de staptijd wordt niet gemodelleerd.</translation>
    </message>
    <message>
        <source>One step of the plan (TP %1 x PP %2 x DP %3 on %4 GPUs) takes %5 s: %6 s compute (with a %7 % pipeline bubble) and %8 s communication that compute does not hide (data-parallel gradients %9 s of %10 s, tensor-parallel %11 s, pipeline %12 s, expert all-to-all %13 s), %14 % of the step.</source>
        <translation>Eén stap van het plan (TP %1 x PP %2 x DP %3 op %4 GPU&apos;s) duurt %5 s: %6 s rekenen (met %7 % pijplijnbubbel) en %8 s communicatie die het rekenen niet verbergt (data-parallelle gradiënten %9 s van %10 s, tensor-parallel %11 s, pijplijn %12 s, all-to-all tussen experts %13 s), %14 % van de stap.</translation>
    </message>
    <message>
        <source>If the %1 GPUs run jobs like this all year, the exposed communication costs %2 GPU-hours a year, EUR %3 at EUR %4 per GPU-hour (gpu-hour-cost-eur).</source>
        <translation>Als de %1 GPU&apos;s het hele jaar zulke jobs draaien, kost de zichtbare communicatie %2 GPU-uren per jaar, € %3 bij € %4 per GPU-uur (gpu-hour-cost-eur).</translation>
    </message>
    <message>
        <source>The assumption %1 is unknown, so the step time is not modelled.</source>
        <translation>De aanname %1 is onbekend, dus de staptijd wordt niet gemodelleerd.</translation>
    </message>
    <message>
        <source>The design has no nodes: the search needs the cluster&apos;s GPUs and node type.</source>
        <translation>Het ontwerp heeft geen nodes: de zoektocht heeft de GPU&apos;s en het nodetype van het cluster nodig.</translation>
    </message>
    <message>
        <source>The design has nodes of %1 node types (%2); the search builds clusters of one node type.</source>
        <translation>Het ontwerp heeft nodes van %1 nodetypes (%2); de zoektocht bouwt clusters van één nodetype.</translation>
    </message>
    <message>
        <source>The design has %1 GPUs; the search handles at most %2.</source>
        <translation>Het ontwerp heeft %1 GPU&apos;s; de zoektocht verwerkt er hoogstens %2.</translation>
    </message>
    <message>
        <source>The plan could not be built into a project.</source>
        <translation>Het plan kon niet tot een project worden uitgewerkt.</translation>
    </message>
    <message>
        <source>a switch has no on-board subnet manager</source>
        <translation>een switch heeft geen ingebouwde subnetmanager</translation>
    </message>
    <message>
        <source>more nodes than the on-board subnet manager&apos;s limit</source>
        <translation>meer nodes dan de grens van de ingebouwde subnetmanager</translation>
    </message>
    <message>
        <source>SHARP, which the on-board subnet manager does not run</source>
        <translation>SHARP, dat de ingebouwde subnetmanager niet ondersteunt</translation>
    </message>
    <message>
        <source>cannot write &quot;%1&quot;: %2</source>
        <translation>kan &quot;%1&quot; niet schrijven: %2</translation>
    </message>
    <message numerus="yes">
        <source>In %n year(s) the plan is %1 GPUs: one plane would need another tier, two planes of %2 tiers cost less (%3-tier now, every link above the leaves rewired) and the network costs EUR %4.</source>
        <translation>
            <numerusform>Over %n jaar zijn %1 GPU&apos;s gepland: één vlak zou dan een extra laag nodig hebben, twee vlakken met elk een %2-laags ontwerp zijn goedkoper (nu %3-laags; elke link boven de leafs wordt omgelegd) en het netwerk kost dan € %4.</numerusform>
            <numerusform>Over %n jaar zijn %1 GPU&apos;s gepland: één vlak zou dan een extra laag nodig hebben, twee vlakken met elk een %2-laags ontwerp zijn goedkoper (nu %3-laags; elke link boven de leafs wordt omgelegd) en het netwerk kost dan € %4.</numerusform>
        </translation>
    </message>
    <message>
        <source>largest RoCE path MTU (assumption)</source>
        <translation>grootste MTU op het RoCE-pad (aanname)</translation>
    </message>
    <message>
        <source>cannot make the folder &quot;%1&quot;</source>
        <translation>kan de map &quot;%1&quot; niet aanmaken</translation>
    </message>
    <message>
        <source>Network rack %1</source>
        <translation>Netwerkrek %1</translation>
    </message>
    <message>
        <source>Row %1, rack %2</source>
        <translation>Rij %1, rek %2</translation>
    </message>
    <message numerus="yes">
        <source> and %n more</source>
        <translation>
            <numerusform> en nog %n</numerusform>
            <numerusform> en nog %n</numerusform>
        </translation>
    </message>
    <message>
        <source>This fabric was drawn by hand: it has no generation settings.</source>
        <translation>Deze fabric is met de hand getekend: ze heeft geen generatie-instellingen.</translation>
    </message>
    <message>
        <source>Names given by hand: %1.</source>
        <translation>Zelf gegeven namen: %1.</translation>
    </message>
    <message>
        <source>Objects added by hand: %1.</source>
        <translation>Zelf toegevoegde objecten: %1.</translation>
    </message>
    <message>
        <source>Objects deleted by hand come back: %1.</source>
        <translation>Zelf verwijderde objecten komen terug: %1.</translation>
    </message>
    <message>
        <source>Names given by hand to objects the new design does not have: %1.</source>
        <translation>Zelf gegeven namen van objecten die het nieuwe ontwerp niet meer heeft: %1.</translation>
    </message>
    <message>
        <source>The fabric cannot be rebuilt from its own settings, so hand edits cannot be told apart: every change to its switches, links and nodes is replaced.</source>
        <translation>De fabric is met haar eigen instellingen niet opnieuw op te bouwen, dus handmatige wijzigingen zijn niet te onderscheiden: elke wijziging aan de switches, links en nodes wordt vervangen.</translation>
    </message>
    <message numerus="yes">
        <source>Links of other fabrics to the replaced nodes: %n.</source>
        <translation>
            <numerusform>Links van andere fabrics naar de vervangen nodes: %n.</numerusform>
            <numerusform>Links van andere fabrics naar de vervangen nodes: %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>The compute fabric has no generator settings (drawn by hand, or changed by the variant), so it cannot be generated again on two planes.</source>
        <translation>De compute-fabric heeft geen generatorinstellingen (met de hand getekend of door de variant aangepast) en kan dus niet opnieuw op twee vlakken worden gegenereerd.</translation>
    </message>
    <message numerus="yes">
        <source>Lengths or cables given by hand on %n link(s) the new design still has.</source>
        <translation>
            <numerusform>Zelf ingevulde lengte of kabel op %n link die het nieuwe ontwerp nog heeft.</numerusform>
            <numerusform>Zelf ingevulde lengtes of kabels op %n links die het nieuwe ontwerp nog heeft.</numerusform>
        </translation>
    </message>
    <message>
        <source>One tier: no switches between the units to move to Ethernet.</source>
        <translation>Eén laag: geen switches tussen de eenheden om naar Ethernet te verplaatsen.</translation>
    </message>
    <message numerus="yes">
        <source>Switch part chosen by hand on %n switch(es).</source>
        <translation>
            <numerusform>Onderdeel zelf gekozen bij %n switch.</numerusform>
            <numerusform>Onderdeel zelf gekozen bij %n switches.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Switch part chosen by hand on %n switch(es) (not in the new design, a new part asked for, or too few ports).</source>
        <translation>
            <numerusform>Onderdeel zelf gekozen bij %n switch (niet in het nieuwe ontwerp, een nieuw onderdeel gevraagd, of te weinig poorten).</numerusform>
            <numerusform>Onderdeel zelf gekozen bij %n switches (niet in het nieuwe ontwerp, een nieuw onderdeel gevraagd, of te weinig poorten).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Role changed by hand on %n switch(es).</source>
        <translation>
            <numerusform>Rol zelf gewijzigd bij %n switch.</numerusform>
            <numerusform>Rol zelf gewijzigd bij %n switches.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Repeat changed by hand on %n group(s) (the GPU count setting decides).</source>
        <translation>
            <numerusform>Herhaling zelf gewijzigd bij %n groep (de instelling voor het aantal GPU&apos;s beslist).</numerusform>
            <numerusform>Herhaling zelf gewijzigd bij %n groepen (de instelling voor het aantal GPU&apos;s beslist).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Lengths or cables given by hand on %n link(s) the new design does not have.</source>
        <translation>
            <numerusform>Lengte of kabel zelf opgegeven bij %n link die het nieuwe ontwerp niet heeft.</numerusform>
            <numerusform>Lengtes of kabels zelf opgegeven bij %n links die het nieuwe ontwerp niet heeft.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Links drawn by hand: %n.</source>
        <translation>
            <numerusform>Zelf getekende links: %n.</numerusform>
            <numerusform>Zelf getekende links: %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Links drawn or changed by hand that do not fit the new design: %n.</source>
        <translation>
            <numerusform>Zelf getekende of gewijzigde links die niet in het nieuwe ontwerp passen: %n.</numerusform>
            <numerusform>Zelf getekende of gewijzigde links die niet in het nieuwe ontwerp passen: %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Links deleted by hand: %n.</source>
        <translation>
            <numerusform>Zelf verwijderde links: %n.</numerusform>
            <numerusform>Zelf verwijderde links: %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Links deleted or changed by hand that the new design has anew: %n.</source>
        <translation>
            <numerusform>Zelf verwijderde of gewijzigde links die het nieuwe ontwerp opnieuw heeft: %n.</numerusform>
            <numerusform>Zelf verwijderde of gewijzigde links die het nieuwe ontwerp opnieuw heeft: %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Positions of %n object(s) moved by hand.</source>
        <translation>
            <numerusform>Positie van %n object zelf verplaatst.</numerusform>
            <numerusform>Posities van %n objecten zelf verplaatst.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Positions of %n object(s) moved by hand that the new design does not have.</source>
        <translation>
            <numerusform>Positie van %n object zelf verplaatst dat het nieuwe ontwerp niet heeft.</numerusform>
            <numerusform>Posities van %n objecten zelf verplaatst die het nieuwe ontwerp niet heeft.</numerusform>
        </translation>
    </message>
    <message>
        <source>Inside each NVLink domain of %1 GPUs: a ring at %2 GB/s bus bandwidth (assumption nvlink-busbw-*), %3; %4 domains exchange over the network. The NVLink hops and the network hops of an algorithm are one pipeline, so the slowest hop sets the bandwidth (NCCL 2.30 tuning model).</source>
        <translation>Binnen elk NVLink-domein van %1 GPU&apos;s: een ring met %2 GB/s busbandbreedte (aanname nvlink-busbw-*), %3; %4 domeinen wisselen uit over het netwerk. De NVLink-stappen en de netwerkstappen van een algoritme vormen één pijplijn, dus de traagste stap bepaalt de bandbreedte (afstemmingsmodel van NCCL 2.30).</translation>
    </message>
    <message numerus="yes">
        <source>In %n year(s) the plan is %1 GPUs: more than the %2 the drawn fabric&apos;s free ports take; leaves and possibly a tier must be added, which is not planned for a fabric without generator settings (drawn or changed by hand, or changed by the variant).</source>
        <translation>
            <numerusform>Over %n jaar zijn %1 GPU&apos;s gepland: meer dan de %2 waar de vrije poorten van de getekende fabric plaats aan bieden; er moeten leafs en mogelijk een laag bij, en voor een fabric zonder generatorinstellingen (met de hand getekend of gewijzigd, of door de variant gewijzigd) wordt dat niet gepland.</numerusform>
            <numerusform>Over %n jaar zijn %1 GPU&apos;s gepland: meer dan de %2 waar de vrije poorten van de getekende fabric plaats aan bieden; er moeten leafs en mogelijk een laag bij, en voor een fabric zonder generatorinstellingen (met de hand getekend of gewijzigd, of door de variant gewijzigd) wordt dat niet gepland.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A network step costs NCCL&apos;s %1 µs (Ring/Simple, assumption nccl-net-latency-ring-simple-us) plus %Ln switch hop(s) x %2 ns, twice for the Simple protocol (NCCL counts the network path again for the flush). A ring pays one step per domain, a tree or NVLSTree 2 x log2(%3) steps, so at small sizes NCCL picks a tree and the LL or LL128 protocol.</source>
        <translation>
            <numerusform>Een netwerkstap kost de %1 µs van NCCL (Ring/Simple, aanname nccl-net-latency-ring-simple-us) plus %Ln switchhop x %2 ns, tweemaal bij het Simple-protocol (NCCL telt het netwerkpad nog eens mee voor de flush). Een ring betaalt één stap per domein, een tree of NVLSTree 2 x log2(%3) stappen; bij kleine berichten kiest NCCL daarom een tree en het LL- of LL128-protocol.</numerusform>
            <numerusform>Een netwerkstap kost de %1 µs van NCCL (Ring/Simple, aanname nccl-net-latency-ring-simple-us) plus %Ln switchhops x %2 ns, tweemaal bij het Simple-protocol (NCCL telt het netwerkpad nog eens mee voor de flush). Een ring betaalt één stap per domein, een tree of NVLSTree 2 x log2(%3) stappen; bij kleine berichten kiest NCCL daarom een tree en het LL- of LL128-protocol.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The calibrating runs span at most %Ln NVLink domain(s) while this cluster has %1: on two domains NCCL&apos;s tree sends each domain&apos;s data once, which the model separates from the per-NIC efficiency, but congestion and routing at scale are not in a small run. Treat the calibrated figures as optimistic until a run on more nodes confirms them.</source>
        <translation>
            <numerusform>De kalibratieruns beslaan hoogstens %Ln NVLink-domein, dit cluster heeft er %1: op twee domeinen verstuurt de tree van NCCL de data van elk domein één keer, wat het model scheidt van de efficiëntie per NIC, maar congestie en routering op schaal zitten niet in een kleine run. Beschouw de gekalibreerde cijfers als optimistisch tot een run op meer nodes ze bevestigt.</numerusform>
            <numerusform>De kalibratieruns beslaan hoogstens %Ln NVLink-domeinen, dit cluster heeft er %1: op twee domeinen verstuurt de tree van NCCL de data van elk domein één keer, wat het model scheidt van de efficiëntie per NIC, maar congestie en routering op schaal zitten niet in een kleine run. Beschouw de gekalibreerde cijfers als optimistisch tot een run op meer nodes ze bevestigt.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2, %3) to configure, upgrade and monitor; the full weight is reached at %4.</source>
        <translation>%1 (%2, %3) om te configureren, bij te werken en te bewaken; het maximum wordt bereikt bij %4 apparaten.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln managed device(s)</source>
        <translation>
            <numerusform>%Ln beheerd apparaat</numerusform>
            <numerusform>%Ln beheerde apparaten</numerusform>
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
        <translation>De getekende fabric heeft %1 (%2 in totaal): ruimte voor %3 met %4, %5, voordat er leafs bij moeten.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln free leaf port(s)</source>
        <translation>
            <numerusform>%Ln vrije leaf-poort</numerusform>
            <numerusform>%Ln vrije leaf-poorten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln free switch port(s)</source>
        <translation>
            <numerusform>%Ln vrije switchpoort</numerusform>
            <numerusform>%Ln vrije switchpoorten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln more node(s)</source>
        <translation>
            <numerusform>nog %Ln node</numerusform>
            <numerusform>nog %Ln nodes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln NIC port(s)</source>
        <translation>
            <numerusform>%Ln NIC-poort</numerusform>
            <numerusform>%Ln NIC-poorten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln GPU(s)</source>
        <translation>
            <numerusform>%Ln GPU</numerusform>
            <numerusform>%Ln GPU&apos;s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The fit needs at least two message sizes with a time and a known operation; %Ln usable row(s) given.</source>
        <translation>
            <numerusform>De fit heeft minstens twee berichtgroottes met een tijd en een bekende operatie nodig; er was %Ln bruikbare rij.</numerusform>
            <numerusform>De fit heeft minstens twee berichtgroottes met een tijd en een bekende operatie nodig; er waren %Ln bruikbare rijen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Calibrated from measurement: least-squares fit of the alpha-beta model (Thakur, Rabenseifner, Gropp 2005) to %1 sizes of %Ln run(s) (%2).</source>
        <translation>
            <numerusform>Gekalibreerd op metingen: kleinste-kwadratenfit van het alfa-bètamodel (Thakur, Rabenseifner, Gropp 2005) op %1 berichtgroottes uit %Ln run (%2).</numerusform>
            <numerusform>Gekalibreerd op metingen: kleinste-kwadratenfit van het alfa-bètamodel (Thakur, Rabenseifner, Gropp 2005) op %1 berichtgroottes uit %Ln runs (%2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Left out of the fit for failing the nccl-tests data check: %Ln size(s).</source>
        <translation>
            <numerusform>Buiten de fit gelaten omdat de datacontrole van nccl-tests ze afkeurde: %Ln berichtgrootte.</numerusform>
            <numerusform>Buiten de fit gelaten omdat de datacontrole van nccl-tests ze afkeurde: %Ln berichtgroottes.</numerusform>
        </translation>
    </message>
    <message>
        <source>The compute fabric already has %1 planes, with each NIC&apos;s ports on them.</source>
        <translation>De compute-fabric heeft al %1 vlakken, met de poorten van elke NIC daarover verdeeld.</translation>
    </message>
    <message>
        <source>No public price for an NVIDIA Skyway GA100 was found: enter a quote.</source>
        <translation>Voor een NVIDIA Skyway GA100 is geen openbare prijs gevonden: vul een offerteprijs in.</translation>
    </message>
    <message>
        <source>No public power figure for an NVIDIA Skyway GA100 was found.</source>
        <translation>Voor een NVIDIA Skyway GA100 is geen openbaar stroomverbruik gevonden.</translation>
    </message>
    <message numerus="yes">
        <source>With %n tier(s) the fabric takes up to %1 GPUs (%2 now); the spines are full, so the next GPUs need another spine.</source>
        <translation>
            <numerusform>Met %n laag biedt de fabric plaats aan maximaal %1 GPU&apos;s (nu %2); de spines zijn vol, dus voor extra GPU&apos;s is een extra spine nodig.</numerusform>
            <numerusform>Met %n lagen biedt de fabric plaats aan maximaal %1 GPU&apos;s (nu %2); de spines zijn vol, dus voor extra GPU&apos;s is een extra spine nodig.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The InfiniBand subnet manager runs outside the switches (%1): %n UFM appliance(s) to install, make redundant and upgrade.</source>
        <translation>
            <numerusform>De InfiniBand-subnetmanager draait buiten de switches (%1): %n UFM-appliance om te installeren, redundant te maken en bij te werken.</numerusform>
            <numerusform>De InfiniBand-subnetmanager draait buiten de switches (%1): %n UFM-appliances om te installeren, redundant te maken en bij te werken.</numerusform>
        </translation>
    </message>
    <message>
        <source>NVIDIA Cumulus Linux 5.8 RoCE page; Onyx RoCE commands</source>
        <translation>RoCE-pagina van NVIDIA Cumulus Linux 5.8; RoCE-commando&apos;s van Onyx</translation>
    </message>
    <message>
        <source>InfiniBand expertise</source>
        <translation>ruime ervaring met InfiniBand</translation>
    </message>
    <message>
        <source>RoCE expertise</source>
        <translation>ruime ervaring met RoCE</translation>
    </message>
    <message>
        <source>InfiniBand inside each unit, Ethernet between units: the job spans units, and InfiniBand verbs do not cross the InfiniBand-to-Ethernet gateways, which forward IP. NCCL runs one network transport for the whole job, so every network step goes over its socket transport (TCP): the network bandwidth is taken at %1 of line rate (assumption nccl-socket-efficiency), with no RDMA and no SHARP. A job inside one unit keeps InfiniBand.</source>
        <translation>InfiniBand binnen elke eenheid, Ethernet tussen de eenheden: de job beslaat meerdere eenheden, en InfiniBand-verbs komen niet door de gateways van InfiniBand naar Ethernet, die IP doorgeven. NCCL gebruikt één netwerktransport voor de hele job, dus elke netwerkstap gaat over het sockettransport (TCP): de netwerkbandbreedte is genomen op %1 van de lijnsnelheid (aanname nccl-socket-efficiency), zonder RDMA en zonder SHARP. Een job binnen één eenheid houdt InfiniBand.</translation>
    </message>
    <message>
        <source>UFM and fabric telemetry for InfiniBand</source>
        <translation>UFM en fabric-telemetrie voor InfiniBand</translation>
    </message>
    <message>
        <source>PFC, ECN and CNP counters for RoCE</source>
        <translation>PFC-, ECN- en CNP-tellers voor RoCE</translation>
    </message>
    <message>
        <source>switch telemetry for Ethernet</source>
        <translation>switchtelemetrie voor Ethernet</translation>
    </message>
    <message numerus="yes">
        <source>Monitoring and tooling for %n fabric technolog(ies) (%1).</source>
        <translation>
            <numerusform>Monitoring en beheertools voor %n fabric-technologie (%1).</numerusform>
            <numerusform>Monitoring en beheertools voor %n fabric-technologieën (%1).</numerusform>
        </translation>
    </message>
    <message>
        <source>The next increment is one scalable unit as the generator builds it (%5 nodes, %1 GPUs); it adds EUR %2 of network (EUR %3 per added GPU) to the EUR %4 of the network now.</source>
        <translation>De volgende uitbreiding is één schaalbare eenheid zoals de generator die bouwt (%5 nodes, %1 GPU&apos;s); die kost € %2 extra aan netwerk (€ %3 per extra GPU), bovenop de huidige € %4.</translation>
    </message>
    <message>
        <source>Collectives calibrated from measurement %1: with the algorithms NCCL would pick, %2 sizes fit best with a per-NIC efficiency of %3 % of line rate (catalogue: %4 %) and NCCL&apos;s latencies x %5 (RMS error %6 %).</source>
        <translation>Collectives gekalibreerd op meting %1: met de algoritmen die NCCL zou kiezen passen %2 berichtgroottes het best bij een efficiëntie per NIC van %3 % van de lijnsnelheid (catalogus: %4 %) en de latenties van NCCL x %5 (RMS-fout %6 %).</translation>
    </message>
    <message>
        <source>the NICs&apos; bandwidth (no run was limited by the network; NVLink set the pace), so the catalogue&apos;s per-NIC efficiency stands</source>
        <translation>de bandbreedte van de NIC&apos;s (geen run werd door het netwerk begrensd; NVLink bepaalde het tempo), dus de efficiëntie per NIC uit de catalogus blijft staan</translation>
    </message>
    <message>
        <source>The measurements do not calibrate the network: no run spans more than one NVLink domain with at least two sizes, so the catalogue&apos;s figures stand.</source>
        <translation>De metingen kalibreren het netwerk niet: geen run beslaat meer dan één NVLink-domein met ten minste twee berichtgroottes, dus de cijfers uit de catalogus blijven staan.</translation>
    </message>
    <message>
        <source>The network costs %1 EUR (%2 EUR per GPU, %3 % of the cluster&apos;s %4 EUR), at catalogue prices of %5 or earlier.</source>
        <translation>Het netwerk kost € %1 (€ %2 per GPU, %3 % van de € %4 van het hele cluster), tegen lijstprijzen van %5 of eerder.</translation>
    </message>
    <message>
        <source>The catalogue has no price for %1: the capital cost, the cost per GPU and the TCO leave them out and are incomplete (a lower bound) until a quote is entered.</source>
        <translation>De catalogus heeft geen prijs voor %1: de aanschafkosten, de kosten per GPU en de TCO laten deze weg en zijn onvolledig (een ondergrens) totdat er een offerteprijs is ingevoerd.</translation>
    </message>
    <message>
        <source>The catalogue has no price for %1: the cluster&apos;s capital cost and the network&apos;s share of it are unknown until a quote is entered.</source>
        <translation>De catalogus heeft geen prijs voor %1: de aanschafkosten van het cluster en het aandeel van het netwerk daarin zijn onbekend totdat er een offerteprijs is ingevoerd.</translation>
    </message>
    <message>
        <source>The catalogue has no power figure for %1: the network power, the energy and the TCO leave them out and are incomplete (a lower bound) until a vendor figure is entered.</source>
        <translation>De catalogus heeft geen stroomverbruik voor %1: het stroomverbruik van het netwerk, de energie en de TCO laten deze weg en zijn onvolledig (een ondergrens) totdat er een opgave van de leverancier is ingevoerd.</translation>
    </message>
    <message>
        <source>No catalogue part was found for %1; the bill of materials leaves them out.</source>
        <translation>Voor %1 is geen onderdeel in de catalogus gevonden; de stuklijst laat deze weg.</translation>
    </message>
    <message>
        <source>Some links are longer than any catalogue cable or module reaches; the longest-reaching part was counted.</source>
        <translation>Sommige links zijn langer dan het bereik van elke kabel of module in de catalogus; het onderdeel met het grootste bereik is meegeteld.</translation>
    </message>
    <message>
        <source>The catalogue has no node type like %1 with dual-port NICs on %2; single-port NICs on two planes still lose the GPU on a failed switch&apos;s rail.</source>
        <translation>De catalogus heeft geen nodetype als %1 met NIC&apos;s met twee poorten voor %2; met NIC&apos;s met één poort op twee vlakken blijft de GPU op de rail van een uitgevallen switch onbereikbaar.</translation>
    </message>
    <message>
        <source>The node type &quot;%1&quot; is not in the catalogue or has no GPUs.</source>
        <translation>Het nodetype &quot;%1&quot; staat niet in de catalogus of heeft geen GPU&apos;s.</translation>
    </message>
    <message>
        <source>The catalogue gives no tensor throughput for the GPU, so the step time is not modelled.</source>
        <translation>De catalogus geeft geen tensordoorvoer voor de GPU, dus de staptijd wordt niet gemodelleerd.</translation>
    </message>
    <message numerus="yes">
        <source>%n 100GbE active optical cable(s) of 10 m: two uplinks from each of the %1 out-of-band management switches to the in-band network, as NVIDIA&apos;s DGX BasePOD reference architecture has them.</source>
        <translation>
            <numerusform>%n actieve optische 100GbE-kabel van 10 m: twee uplinks van elk van de %1 out-of-band-beheerswitches naar het in-band-netwerk, zoals de DGX BasePOD-referentiearchitectuur van NVIDIA ze heeft.</numerusform>
            <numerusform>%n actieve optische 100GbE-kabels van 10 m: twee uplinks van elk van de %1 out-of-band-beheerswitches naar het in-band-netwerk, zoals de DGX BasePOD-referentiearchitectuur van NVIDIA ze heeft.</numerusform>
        </translation>
    </message>
    <message>
        <source>The design has no front-end (in-band) fabric: the in-band switch ports they take are not counted.</source>
        <translation>Het ontwerp heeft geen front-end-fabric (in-band): de poorten die ze op de in-band-switches innemen, zijn niet geteld.</translation>
    </message>
    <message>
        <source>They take %1 of the %2 free ports of the front-end fabric&apos;s top tier.</source>
        <translation>Ze nemen %1 van de %2 vrije poorten van de bovenste laag van de front-end-fabric in.</translation>
    </message>
    <message>
        <source>The front-end fabric&apos;s top tier has %1 free ports for them: %2 more are needed (a larger or an additional front-end switch, not on this bill).</source>
        <translation>De bovenste laag van de front-end-fabric heeft %1 vrije poorten voor ze: er zijn er %2 meer nodig (een grotere of een extra front-end-switch, niet op deze stuklijst).</translation>
    </message>
    <message>
        <source>With 1 tier the fabric takes up to %1 GPUs (%2 now); its switches are full, so the next GPUs need a second tier.</source>
        <translation>Met 1 laag biedt de fabric plaats aan maximaal %1 GPU&apos;s (nu %2); de switches zijn vol, dus voor extra GPU&apos;s is een tweede laag nodig.</translation>
    </message>
    <message>
        <source>With 1 tier the fabric takes up to %1 GPUs (%2 now); a second tier is needed after %3 more GPUs.</source>
        <translation>Met 1 laag biedt de fabric plaats aan maximaal %1 GPU&apos;s (nu %2); na nog %3 GPU&apos;s is een tweede laag nodig.</translation>
    </message>
    <message>
        <source>The drawn fabric has %1 (%2 in all): no room for another node; leaves must be added first.</source>
        <translation>De getekende fabric heeft %1 (%2 in totaal): geen ruimte voor extra nodes; eerst moeten er leafs bij.</translation>
    </message>
    <message>
        <source>adaptive routing and congestion control on the storage fabric, which the on-board subnet manager does not run</source>
        <translation>adaptieve routering en congestiebeheersing op de opslagfabric, die de ingebouwde subnetmanager niet draait</translation>
    </message>
    <message numerus="yes">
        <source>%n 1GbE patch cord(s) of the out-of-band management network: one from each of the %1 nodes&apos; BMCs, the management ports of the %2 switches, %3 UFM appliances and %4 gateways, and the %5 rack PDUs to an out-of-band management switch.</source>
        <translation>
            <numerusform>%n 1GbE-patchkabel van het out-of-band-beheernetwerk: één van elk van de BMC&apos;s van de %1 nodes, de beheerpoorten van de %2 switches, %3 UFM-appliances en %4 gateways, en de %5 rack-PDU&apos;s naar een out-of-band-beheerswitch.</numerusform>
            <numerusform>%n 1GbE-patchkabels van het out-of-band-beheernetwerk: één van elk van de BMC&apos;s van de %1 nodes, de beheerpoorten van de %2 switches, %3 UFM-appliances en %4 gateways, en de %5 rack-PDU&apos;s naar een out-of-band-beheerswitch.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n out-of-band management switch(es) (%1) for the %2 network racks: the management ports of their %3 central switches, %4 UFM appliances and %5 gateways and their %6 PDUs, %7 ports on switches of %8 (a unit&apos;s leaves are on its own management switches).</source>
        <translation>
            <numerusform>%n out-of-band-beheerswitch (%1) voor de %2 netwerkracks: de beheerpoorten van hun %3 centrale switches, %4 UFM-appliances en %5 gateways en hun %6 PDU&apos;s, %7 poorten op switches van %8 (de leafs van een eenheid zitten op de eigen beheerswitches van die eenheid).</numerusform>
            <numerusform>%n out-of-band-beheerswitches (%1) voor de %2 netwerkracks: de beheerpoorten van hun %3 centrale switches, %4 UFM-appliances en %5 gateways en hun %6 PDU&apos;s, %7 poorten op switches van %8 (de leafs van een eenheid zitten op de eigen beheerswitches van die eenheid).</numerusform>
        </translation>
    </message>
    <message>
        <source>If the %1 GPUs run jobs like this all year, the exposed communication costs %2 GPU-hours a year, EUR %3 at EUR %4 per GPU-hour (the cluster&apos;s own cost per GPU-hour as drawn).</source>
        <translation>Als de %1 GPU&apos;s het hele jaar zulke jobs draaien, kost de zichtbare communicatie %2 GPU-uren per jaar, € %3 bij € %4 per GPU-uur (de eigen kosten van het cluster per GPU-uur, zoals getekend).</translation>
    </message>
    <message>
        <source>%1 cannot be built again: the nodes of this design have no ports for it.</source>
        <translation>%1 kan niet opnieuw worden opgebouwd: de nodes van dit ontwerp hebben er geen poorten voor.</translation>
    </message>
    <message numerus="yes">
        <source>They include %n management port(s) of the rack-scale racks&apos; NVLink switch trays and power shelves.</source>
        <translation>
            <numerusform>Daarbij hoort %n managementpoort van de NVLink-switchtrays en power shelves van de rack-scale racks.</numerusform>
            <numerusform>Daarbij horen %n managementpoorten van de NVLink-switchtrays en power shelves van de rack-scale racks.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n UFM appliance(s) run the InfiniBand subnet manager in a high-availability pair per fabric and plane (each plane is a subnet of its own; %1 managed nodes), because of: %2. A UFM Enterprise licence per node is not counted: it has no public price (enter a quote).</source>
        <translation>
            <numerusform>%n UFM-appliance draait de InfiniBand-subnetmanager in een high-availability-paar per fabric en vlak (elk vlak is een eigen subnet; %1 beheerde nodes), vanwege: %2. Een UFM Enterprise-licentie per node is niet meegeteld: er is geen openbare prijs voor (vul een offerte in).</numerusform>
            <numerusform>%n UFM-appliances draaien de InfiniBand-subnetmanager in een high-availability-paar per fabric en vlak (elk vlak is een eigen subnet; %1 beheerde nodes), vanwege: %2. Een UFM Enterprise-licentie per node is niet meegeteld: er is geen openbare prijs voor (vul een offerte in).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Past %1 GPUs a tier is added on %n plane(s) (%2 instead of %3): the network cost per GPU steps from EUR %4 at %1 GPUs to EUR %5 at %6.</source>
        <translation>
            <numerusform>Boven %1 GPU&apos;s komt er op %n vlak een laag bij (%2 in plaats van %3): de netwerkkosten per GPU stijgen van € %4 bij %1 GPU&apos;s naar € %5 bij %6.</numerusform>
            <numerusform>Boven %1 GPU&apos;s komt er op %n vlakken een laag bij (%2 in plaats van %3): de netwerkkosten per GPU stijgen van € %4 bij %1 GPU&apos;s naar € %5 bij %6.</numerusform>
        </translation>
    </message>
    <message>
        <source>The InfiniBand subnet manager runs outside the switches (%1): OpenSM on two control-plane servers, one instance per plane, to install, make redundant and upgrade.</source>
        <translation>De InfiniBand-subnetmanager draait buiten de switches (%1): OpenSM op twee control-plane-servers, één instantie per vlak, om te installeren, redundant te maken en bij te werken.</translation>
    </message>
    <message>
        <source>the subnet manager&apos;s and the switches&apos; telemetry for InfiniBand</source>
        <translation>telemetrie van de subnetmanager en de switches voor InfiniBand</translation>
    </message>
    <message>
        <source>Switches</source>
        <translation>Switches</translation>
    </message>
    <message>
        <source>NICs</source>
        <translation>NIC&apos;s</translation>
    </message>
    <message>
        <source>Optics (transceivers)</source>
        <translation>Optiek (transceivers)</translation>
    </message>
    <message>
        <source>Cables and fibres</source>
        <translation>Kabels en glasvezels</translation>
    </message>
    <message>
        <source>Appliances</source>
        <translation>Appliances</translation>
    </message>
    <message>
        <source>Licences</source>
        <translation>Licenties</translation>
    </message>
    <message>
        <source>Spares</source>
        <translation>Reserveonderdelen</translation>
    </message>
    <message>
        <source>The growth plan builds its %1 GPUs on %2 planes of %3 tiers instead, which costs less (EUR %4).</source>
        <translation>Het groeiplan bouwt zijn %1 GPU&apos;s in plaats daarvan op %2 vlakken van %3 lagen, wat minder kost (€ %4).</translation>
    </message>
    <message>
        <source>The InfiniBand subnet manager runs as OpenSM (with SHARP&apos;s aggregation manager where SHARP is on) as master and standby on two of the cluster&apos;s control-plane servers, one instance per plane on each, because of: %1. A fabric of at most %2 nodes, or planes of at most %3 node ports each, needs no UFM appliance (NVIDIA&apos;s DGX BasePOD RA, 2 to 16 nodes of 8 compute ports in one subnet, has none); those servers belong to every variant&apos;s cluster, and neither they nor their fabric ports and cables are in the network&apos;s bill.</source>
        <translation>De InfiniBand-subnetmanager draait als OpenSM (met de aggregation manager van SHARP waar SHARP aan staat) in een master-standbypaar op twee van de control-plane-servers van het cluster, één instantie per vlak op elk, vanwege: %1. Een fabric van hoogstens %2 nodes, of netwerkvlakken van elk hoogstens %3 nodepoorten, heeft geen UFM-appliance nodig (de DGX BasePOD-RA van NVIDIA, 2 tot 16 nodes met 8 computepoorten in één subnet, heeft er geen); die servers horen bij het cluster van elke variant, en noch zij, noch hun fabricpoorten en kabels staan in de stuklijst van het netwerk.</translation>
    </message>
    <message numerus="yes">
        <source>%n InfiniBand-to-Ethernet gateway(s) (NVIDIA Skyway GA100, 2U each, in the central network racks) carry the %1 Gb/s each way between the InfiniBand and the Ethernet switches, at %2 Gb/s each way each; price and power unknown. The gateway forwards IP, not RDMA: a job that spans units runs NCCL&apos;s socket transport (TCP) on every network step, as the collective times take it.</source>
        <translation>
            <numerusform>%n gateway van InfiniBand naar Ethernet (NVIDIA Skyway GA100, elk 2U, in de centrale netwerkracks) draagt de %1 Gb/s per richting tussen de InfiniBand- en de Ethernetswitches, met %2 Gb/s per richting per stuk; prijs en stroomverbruik onbekend. De gateway geeft IP door, geen RDMA: een job die meerdere eenheden beslaat, gebruikt op elke netwerkstap het sockettransport (TCP) van NCCL, zoals de tijden van de collectieve operaties aannemen.</numerusform>
            <numerusform>%n gateways van InfiniBand naar Ethernet (NVIDIA Skyway GA100, elk 2U, in de centrale netwerkracks) dragen de %1 Gb/s per richting tussen de InfiniBand- en de Ethernetswitches, met %2 Gb/s per richting per stuk; prijs en stroomverbruik onbekend. De gateway geeft IP door, geen RDMA: een job die meerdere eenheden beslaat, gebruikt op elke netwerkstap het sockettransport (TCP) van NCCL, zoals de tijden van de collectieve operaties aannemen.</numerusform>
        </translation>
    </message>
    <message>
        <source>No priced part in the catalogue fits the 100 Gb/s ports of an NVIDIA Skyway GA100: enter a quote.</source>
        <translation>Geen onderdeel met prijs in de catalogus past op de poorten van 100 Gb/s van een NVIDIA Skyway GA100: vul een offerte in.</translation>
    </message>
    <message>
        <source>The modules of a gateway port&apos;s cable run have no power figure in the catalogue.</source>
        <translation>Voor de modules van het kabeltraject naar een gatewaypoort heeft de catalogus geen stroomverbruik.</translation>
    </message>
    <message>
        <source>Each of the %1 gateways has %2 ports (half InfiniBand, half Ethernet), each with a cable run of its own to a leaf or a spine: %3 runs, listed at an unknown price. The leaf and spine ends are counted with the links as drawn.</source>
        <translation>Elk van de %1 gateways heeft %2 poorten (de helft InfiniBand, de helft Ethernet), elk met een eigen kabeltraject naar een leaf of een spine: %3 trajecten, opgenomen tegen een onbekende prijs. De uiteinden bij de leaf en de spine zijn meegeteld bij de getekende links.</translation>
    </message>
    <message>
        <source>The cluster&apos;s own cost is %1 EUR per GPU-hour: a year of its capital cost (%2 EUR over %3 years), the energy of nodes and network (%4 EUR), the network&apos;s support (%5 EUR), the servers&apos; support (%6 EUR, %7 % of their price) and data-centre space for %8 kW of IT load (%9 EUR), over %10 GPUs x 8,760 hours. Staff is not included.</source>
        <translation>De eigen kosten van het cluster zijn %1 EUR per GPU-uur: een jaar van de aanschafkosten (%2 EUR over %3 jaar), de energie van nodes en netwerk (%4 EUR), de ondersteuning van het netwerk (%5 EUR), de ondersteuning van de servers (%6 EUR, %7 % van hun prijs) en datacenterruimte voor %8 kW IT-belasting (%9 EUR), gedeeld door %10 GPU&apos;s x 8.760 uur. Personeel is niet meegerekend.</translation>
    </message>
</context>
<context>
    <name>fp::AnalysisWidget</name>
    <message>
        <source>Updating the comparison…</source>
        <translation>De vergelijking wordt bijgewerkt…</translation>
    </message>
    <message>
        <source>Up to date. Click a figure to see how it was computed.</source>
        <translation>Bijgewerkt. Klik op een waarde om te zien hoe die is berekend.</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tabel</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Grafieken</translation>
    </message>
    <message>
        <source>The four variants side by side</source>
        <translation>De vier varianten naast elkaar</translation>
    </message>
    <message>
        <source>Bus bandwidth, cost and complexity per variant</source>
        <translation>Busbandbreedte, kosten en complexiteit per variant</translation>
    </message>
    <message>
        <source>All-reduce bus bandwidth as nccl-tests defines it, modelled per variant; imported measurements as points. Click a line for its explanation.</source>
        <translation>Busbandbreedte van all-reduce zoals nccl-tests die definieert, gemodelleerd per variant; geïmporteerde metingen als punten. Klik op een lijn voor de toelichting.</translation>
    </message>
    <message>
        <source>Network capital cost and TCO per variant. Click a bar for the cost explanation.</source>
        <translation>Aanschafkosten en TCO van het netwerk per variant. Klik op een staaf voor de toelichting op de kosten.</translation>
    </message>
    <message>
        <source>Management complexity score per variant (0-100). Click a bar for its factors.</source>
        <translation>Score voor beheercomplexiteit per variant (0-100). Klik op een staaf voor de factoren.</translation>
    </message>
    <message>
        <source>Click a figure in the table or a bar or line in the charts to see how it was computed and what it rests on.</source>
        <translation>Klik op een waarde in de tabel of op een staaf of lijn in de grafieken om te zien hoe die is berekend en waarop die berust.</translation>
    </message>
    <message>
        <source>Recommended</source>
        <translation>Advies</translation>
    </message>
    <message>
        <source>The recommendation appears when the first comparison is ready.</source>
        <translation>Het advies verschijnt zodra de eerste vergelijking klaar is.</translation>
    </message>
    <message>
        <source>Recommended: &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>Advies: &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>All reasons…</source>
        <translation>Alle redenen…</translation>
    </message>
    <message>
        <source>Measured (%1)</source>
        <translation>Gemeten (%1)</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Gemeten</translation>
    </message>
    <message>
        <source>Message size</source>
        <translation>Berichtgrootte</translation>
    </message>
    <message>
        <source>Bus bandwidth (GB/s)</source>
        <translation>Busbandbreedte (GB/s)</translation>
    </message>
    <message>
        <source>All-reduce bus bandwidth, %1 GPUs</source>
        <translation>Busbandbreedte van all-reduce, %1 GPU&apos;s</translation>
    </message>
    <message>
        <source>All-reduce bus bandwidth</source>
        <translation>Busbandbreedte van all-reduce</translation>
    </message>
    <message>
        <source>Capital cost</source>
        <translation>Aanschafkosten</translation>
    </message>
    <message numerus="yes">
        <source>TCO over %n year(s)</source>
        <translation>
            <numerusform>TCO over %n jaar</numerusform>
            <numerusform>TCO over %n jaar</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 million</source>
        <translation>miljoen %1</translation>
    </message>
    <message>
        <source>Network cost per variant</source>
        <translation>Netwerkkosten per variant</translation>
    </message>
    <message>
        <source>Score (0-100)</source>
        <translation>Score (0-100)</translation>
    </message>
    <message>
        <source>Management complexity per variant</source>
        <translation>Beheercomplexiteit per variant</translation>
    </message>
    <message>
        <source>Recommended: %1</source>
        <translation>Advies: %1</translation>
    </message>
    <message>
        <source>Reasons:</source>
        <translation>Redenen:</translation>
    </message>
    <message>
        <source>What would change the recommendation:</source>
        <translation>Wanneer het advies anders uitvalt:</translation>
    </message>
    <message>
        <source>No explanation was recorded.</source>
        <translation>Er is geen toelichting vastgelegd.</translation>
    </message>
    <message>
        <source>The rest of this analysis:</source>
        <translation>De rest van deze analyse:</translation>
    </message>
    <message>
        <source>Scoring table:</source>
        <translation>Scoretabel:</translation>
    </message>
    <message>
        <source>Not a valid comparison: %1</source>
        <translation>Geen geldige vergelijking: %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;No recommendation&lt;/b&gt;: %1</source>
        <translation>&lt;b&gt;Geen advies&lt;/b&gt;: %1</translation>
    </message>
    <message>
        <source>Cumulative network TCO at the end of each year of the growth plan: the design now, the build-out to the 1- and 3-year targets, energy and support.</source>
        <translation>Cumulatieve netwerk-TCO aan het eind van elk jaar van het groeiplan: het ontwerp van nu, de uitbreiding naar de doelen over 1 en 3 jaar, energie en ondersteuning.</translation>
    </message>
    <message>
        <source>How far the lead of the recommended variant moves when one assumption goes to the low or the high end of its range; left of zero another variant would be recommended.</source>
        <translation>Hoe ver de voorsprong van de geadviseerde variant verschuift als één aanname naar de onder- of bovenkant van haar bereik gaat; links van nul zou een andere variant het advies worden.</translation>
    </message>
    <message>
        <source>Bill of materials</source>
        <translation>Stuklijst</translation>
    </message>
    <message>
        <source>Every part of a variant&apos;s network, with part numbers and prices; filter and export</source>
        <translation>Alle onderdelen van het netwerk van een variant, met onderdeelnummers en prijzen; filteren en exporteren</translation>
    </message>
    <message>
        <source>No recommendation</source>
        <translation>Geen advies</translation>
    </message>
    <message>
        <source>Enter the power of %1</source>
        <translation>Stroomverbruik van %1 invullen</translation>
    </message>
    <message>
        <source>Enter the price of %1</source>
        <translation>Prijs van %1 invullen</translation>
    </message>
    <message>
        <source>This figure leaves out parts the catalogue has no figure for:</source>
        <translation>Dit cijfer laat onderdelen weg waarvoor de catalogus geen waarde heeft:</translation>
    </message>
    <message>
        <source>(at least: prices unknown)</source>
        <translation>(minstens: prijzen onbekend)</translation>
    </message>
    <message>
        <source>Show the time per all-reduce (logarithmic: small messages)</source>
        <translation>Toon de tijd per all-reduce (logaritmisch: kleine berichten)</translation>
    </message>
    <message>
        <source>Time per all-reduce from 8 B to 16 GiB, the column nccl-tests prints as time (us): below about 1 MiB the latency decides, where the bus bandwidth lies near zero.</source>
        <translation>Tijd per all-reduce van 8 B tot 16 GiB, de kolom die nccl-tests als time (us) afdrukt: onder ongeveer 1 MiB bepaalt de latentie de tijd, en ligt de busbandbreedte dicht bij nul.</translation>
    </message>
    <message>
        <source>Time per all-reduce (µs)</source>
        <translation>Tijd per all-reduce (µs)</translation>
    </message>
    <message>
        <source>All-reduce time, %1 GPUs</source>
        <translation>Tijd van een all-reduce, %1 GPU&apos;s</translation>
    </message>
    <message>
        <source>All-reduce time</source>
        <translation>Tijd van een all-reduce</translation>
    </message>
    <message>
        <source>Recommended: &lt;b&gt;%1&lt;/b&gt;, by a narrow margin</source>
        <translation>Advies: &lt;b&gt;%1&lt;/b&gt;, met een kleine voorsprong</translation>
    </message>
</context>
<context>
    <name>fp::Bandwidth</name>
    <message>
        <source>first half of the nodes in group order vs the rest</source>
        <translation>eerste helft van de nodes in groepsvolgorde tegenover de rest</translation>
    </message>
    <message>
        <source>even vs odd nodes in group order</source>
        <translation>even tegenover oneven nodes in groepsvolgorde</translation>
    </message>
    <message>
        <source>rails %1-%2 vs rails %3-%4</source>
        <translation>rails %1-%2 tegenover rails %3-%4</translation>
    </message>
    <message>
        <source>The design has no compute fabric with GPU nodes, so there is no bandwidth to analyse.</source>
        <translation>Het ontwerp heeft geen compute-fabric met GPU-nodes, dus er is geen bandbreedte te analyseren.</translation>
    </message>
    <message>
        <source>Each GPU can send %1 Gb/s into the compute fabric (%2 Gb/s per node); the %3 GPUs inject %4 Gb/s in total.</source>
        <translation>Elke GPU kan %1 Gb/s de compute-fabric in sturen (%2 Gb/s per node); de %3 GPU&apos;s injecteren samen %4 Gb/s.</translation>
    </message>
    <message>
        <source>The bisection bandwidth is %1 Gb/s, the smallest maximum flow over %2 balanced cuts of the expanded fabric (the smallest was %3); that is %4 % of half the total injection (%5 Gb/s), or %6 Gb/s per GPU when every GPU on one side sends across the cut at once.</source>
        <translation>De bisectiebandbreedte is %1 Gb/s, de kleinste maximale stroom over %2 gebalanceerde sneden van de uitgevouwen fabric (de kleinste was %3); dat is %4 % van de helft van de totale injectie (%5 Gb/s), oftewel %6 Gb/s per GPU als elke GPU aan één kant tegelijk over de snede zendt.</translation>
    </message>
    <message>
        <source>For comparison, a fat tree with %1 endpoint links of %2 Gb/s and a %3:1 taper carries N/2 x %2 / %3 = %4 Gb/s across its bisection (Al-Fares et al., SIGCOMM 2008).</source>
        <translation>Ter vergelijking: een fat tree met %1 eindpuntlinks van %2 Gb/s en een overboeking van %3:1 draagt N/2 x %2 / %3 = %4 Gb/s over zijn bisectie (Al-Fares et al., SIGCOMM 2008).</translation>
    </message>
    <message>
        <source>Inside an NVLink domain of %1 GPUs each %2 has %3 GB/s of NVLink bandwidth (catalogue), %4 times its network injection of %5 GB/s.</source>
        <translation>Binnen een NVLink-domein van %1 GPU&apos;s heeft elke %2 %3 GB/s NVLink-bandbreedte (catalogus), %4 keer zijn netwerkinjectie van %5 GB/s.</translation>
    </message>
    <message>
        <source>The fabric joins no two rails (rail-only): traffic between rails crosses each node&apos;s NVLink (NCCL&apos;s PXN), so the cut between rails, which the fabric carries nothing across, is not counted.</source>
        <translation>De fabric verbindt geen twee rails met elkaar (rail-only): verkeer tussen rails loopt via de NVLink van elke node (PXN van NCCL), dus de snede tussen rails, waarover de fabric niets vervoert, telt niet mee.</translation>
    </message>
    <message>
        <source>Tier %1 switches have %2:1 of downlink to uplink capacity at worst, %3:1 typically (median) and %4:1 over the tier as built; traffic that crosses this tier gets 1/%2 of the injection bandwidth in the worst case.</source>
        <translation>De switches in laag %1 hebben een verhouding tussen downlink- en uplinkcapaciteit van %2:1 in het slechtste geval, %3:1 typisch (mediaan) en %4:1 over de laag zoals gebouwd; verkeer dat deze laag passeert, krijgt in het slechtste geval 1/%2 van de injectiebandbreedte.</translation>
    </message>
</context>
<context>
    <name>fp::BomView</name>
    <message>
        <source>Variant</source>
        <translation>Variant</translation>
    </message>
    <message>
        <source>Filter: part, category, detail…</source>
        <translation>Filter: onderdeel, categorie, detail…</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>CSV exporteren…</translation>
    </message>
    <message>
        <source>Export spreadsheet…</source>
        <translation>Spreadsheet exporteren…</translation>
    </message>
    <message>
        <source>Every variant&apos;s bill on its own sheet, with a summary (xlsx).</source>
        <translation>De stuklijst van elke variant op een eigen tabblad, met een overzicht (xlsx).</translation>
    </message>
    <message>
        <source>Spares are lines of their own; &quot;unknown&quot; marks a figure the catalogue lacks.</source>
        <translation>Reserveonderdelen staan op eigen regels; &quot;onbekend&quot; betekent dat de catalogus het cijfer niet heeft.</translation>
    </message>
    <message>
        <source>The bill of the variant shown, only the lines the filter shows (CSV).</source>
        <translation>De stuklijst van de getoonde variant, alleen de regels die het filter toont (CSV).</translation>
    </message>
</context>
<context>
    <name>fp::BulkEdit</name>
    <message numerus="yes">
        <source>Connected rail by rail: %n link(s) added or widened.</source>
        <translation>
            <numerusform>Rail voor rail bekabeld: %n link toegevoegd of verbreed.</numerusform>
            <numerusform>Rail voor rail bekabeld: %n links toegevoegd of verbreed.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Nodes</translation>
    </message>
    <message>
        <source>Switches</source>
        <translation>Switches</translation>
    </message>
    <message>
        <source>Links</source>
        <translation>Links</translation>
    </message>
    <message>
        <source>Groups</source>
        <translation>Groepen</translation>
    </message>
    <message>
        <source>Leaf switches</source>
        <translation>Leaf-switches</translation>
    </message>
    <message>
        <source>Spine switches</source>
        <translation>Spine-switches</translation>
    </message>
    <message>
        <source>Core switches</source>
        <translation>Core-switches</translation>
    </message>
    <message>
        <source>&amp;Kind</source>
        <translation>&amp;Soort</translation>
    </message>
    <message>
        <source>&amp;Tier</source>
        <translation>&amp;Laag</translation>
    </message>
    <message>
        <source>&amp;Fabric</source>
        <translation>Fa&amp;bric</translation>
    </message>
    <message>
        <source>&amp;Part</source>
        <translation>&amp;Onderdeel</translation>
    </message>
    <message>
        <source>Make group</source>
        <translation>Groep maken</translation>
    </message>
    <message>
        <source>Repeat the selection (× N):</source>
        <translation>De selectie herhalen (× N):</translation>
    </message>
    <message>
        <source>Make &amp;group × N...</source>
        <translation>&amp;Groep × N maken...</translation>
    </message>
    <message>
        <source>Turn the selected nodes and switches into a group repeated N times (Ctrl+G)</source>
        <translation>Maak van de geselecteerde nodes en switches een groep die N keer wordt herhaald (Ctrl+G)</translation>
    </message>
    <message>
        <source>C&amp;hange switch part</source>
        <translation>Switch&amp;model wijzigen</translation>
    </message>
    <message>
        <source>Connect rail &amp;by rail</source>
        <translation>Rail voor rail &amp;bekabelen</translation>
    </message>
    <message>
        <source>Se&amp;lect by</source>
        <translation>Sele&amp;cteren op</translation>
    </message>
    <message>
        <source>Link the free NIC ports of the selected nodes to the selected leaves rail by rail (NIC i to leaf i mod leaves; with one leaf per rail and several units, the nodes are split over the units), and the selected leaves evenly to the selected spines (Ctrl+Shift+L)</source>
        <translation>Koppel de vrije NIC-poorten van de geselecteerde nodes rail voor rail aan de geselecteerde leafs (NIC i op leaf i modulo het aantal leafs; bij één leaf per rail en meerdere eenheden worden de nodes over de eenheden verdeeld) en verdeel de uplinks van de geselecteerde leafs gelijkmatig over de geselecteerde spines (Ctrl+Shift+L)</translation>
    </message>
    <message>
        <source>Arrang&amp;e</source>
        <translation>&amp;Uitlijnen</translation>
    </message>
    <message>
        <source>In a &amp;row</source>
        <translation>In een &amp;rij</translation>
    </message>
    <message>
        <source>Give the selected objects the height of the top-most one</source>
        <translation>Zet de geselecteerde objecten op de hoogte van het bovenste</translation>
    </message>
    <message>
        <source>In a &amp;column</source>
        <translation>In een &amp;kolom</translation>
    </message>
    <message>
        <source>Give the selected objects the place across of the left-most one</source>
        <translation>Zet de geselecteerde objecten recht onder of boven het meest linkse</translation>
    </message>
    <message>
        <source>Spread &amp;horizontally</source>
        <translation>&amp;Horizontaal verdelen</translation>
    </message>
    <message>
        <source>Keep the left-most and right-most objects and space the others evenly between them</source>
        <translation>Laat het meest linkse en meest rechtse object staan en verdeel de andere gelijkmatig ertussen</translation>
    </message>
    <message>
        <source>Spread &amp;vertically</source>
        <translation>&amp;Verticaal verdelen</translation>
    </message>
    <message>
        <source>Keep the top-most and bottom-most objects and space the others evenly between them</source>
        <translation>Laat het bovenste en onderste object staan en verdeel de andere gelijkmatig ertussen</translation>
    </message>
    <message>
        <source>Let the members of the selected group leave it and remove the group; only a group repeated once (Ctrl+Shift+G)</source>
        <translation>Haalt de leden uit de geselecteerde groep en verwijdert de groep; alleen voor een groep die één keer voorkomt (Ctrl+Shift+G)</translation>
    </message>
    <message>
        <source>Ungr&amp;oup</source>
        <translation>Groep op&amp;heffen</translation>
    </message>
</context>
<context>
    <name>fp::Catalog</name>
    <message>
        <source>%1: field &apos;%2&apos; is missing</source>
        <translation>%1: veld &apos;%2&apos; ontbreekt</translation>
    </message>
    <message>
        <source>%1: field &apos;%2&apos; must be a string</source>
        <translation>%1: veld &apos;%2&apos; moet een tekst zijn</translation>
    </message>
    <message>
        <source>%1: field &apos;%2&apos; must not be empty</source>
        <translation>%1: veld &apos;%2&apos; mag niet leeg zijn</translation>
    </message>
    <message>
        <source>%1: field &apos;%2&apos; must be true or false</source>
        <translation>%1: veld &apos;%2&apos; moet true of false zijn</translation>
    </message>
    <message>
        <source>%1: field &apos;%2&apos; must be a positive integer</source>
        <translation>%1: veld &apos;%2&apos; moet een positief geheel getal zijn</translation>
    </message>
    <message>
        <source>%1: field &apos;%2&apos; must be a positive number</source>
        <translation>%1: veld &apos;%2&apos; moet een positief getal zijn</translation>
    </message>
    <message>
        <source>%1: field &apos;%2&apos; has unknown technology &apos;%3&apos; (expected &apos;infiniband&apos; or &apos;ethernet&apos;)</source>
        <translation>%1: veld &apos;%2&apos; heeft onbekende technologie &apos;%3&apos; (verwacht: &apos;infiniband&apos; of &apos;ethernet&apos;)</translation>
    </message>
    <message>
        <source>%1: field &apos;%2&apos; has unknown kind &apos;%3&apos; (expected &apos;passive-copper&apos;, &apos;active-copper&apos;, &apos;aoc&apos;, &apos;transceiver&apos; or &apos;fibre&apos;)</source>
        <translation>%1: veld &apos;%2&apos; heeft onbekende soort &apos;%3&apos; (verwacht: &apos;passive-copper&apos;, &apos;active-copper&apos;, &apos;aoc&apos;, &apos;transceiver&apos; of &apos;fibre&apos;)</translation>
    </message>
    <message>
        <source>%1: field &apos;%2&apos; must be an object {value, tag, source} or {known: false, source}</source>
        <translation>%1: veld &apos;%2&apos; moet een object {value, tag, source} of {known: false, source} zijn</translation>
    </message>
    <message>
        <source>%1: field &apos;%2&apos;: &apos;known&apos; must be true or false</source>
        <translation>%1: veld &apos;%2&apos;: &apos;known&apos; moet true of false zijn</translation>
    </message>
    <message>
        <source>%1: field &apos;%2&apos; has no source (every figure needs one)</source>
        <translation>%1: veld &apos;%2&apos; heeft geen bron (elke waarde heeft er een nodig)</translation>
    </message>
    <message>
        <source>%1: field &apos;%2&apos; has no tag</source>
        <translation>%1: veld &apos;%2&apos; heeft geen tag</translation>
    </message>
    <message>
        <source>%1: field &apos;%2&apos; has unknown tag &apos;%3&apos; (expected &apos;primary&apos;, &apos;secondary&apos;, &apos;estimate&apos;, &apos;derived&apos; or &apos;user&apos;)</source>
        <translation>%1: veld &apos;%2&apos; heeft onbekende tag &apos;%3&apos; (verwacht: &apos;primary&apos;, &apos;secondary&apos;, &apos;estimate&apos;, &apos;derived&apos; of &apos;user&apos;)</translation>
    </message>
    <message>
        <source>%1: field &apos;%2&apos; has no value</source>
        <translation>%1: veld &apos;%2&apos; heeft geen waarde</translation>
    </message>
    <message>
        <source>%1: field &apos;%2&apos;: value must be a number</source>
        <translation>%1: veld &apos;%2&apos;: de waarde moet een getal zijn</translation>
    </message>
    <message>
        <source>catalog format version %1 is newer than this program reads (%2)</source>
        <translation>catalogusformaatversie %1 is nieuwer dan dit programma kan lezen (%2)</translation>
    </message>
    <message>
        <source>section &apos;%1&apos; must be an array</source>
        <translation>sectie &apos;%1&apos; moet een array zijn</translation>
    </message>
    <message>
        <source>%1: entry must be an object</source>
        <translation>%1: item moet een object zijn</translation>
    </message>
    <message>
        <source>%1: field &apos;id&apos; must be lower case letters, digits, &apos;.&apos;, &apos;_&apos; or &apos;-&apos;</source>
        <translation>%1: veld &apos;id&apos; mag alleen kleine letters, cijfers, &apos;.&apos;, &apos;_&apos; of &apos;-&apos; bevatten</translation>
    </message>
    <message>
        <source>%1: field &apos;id&apos;: &apos;%2&apos; is already used by a shipped part or assumption</source>
        <translation>%1: veld &apos;id&apos;: &apos;%2&apos; is al in gebruik door een meegeleverd onderdeel of een meegeleverde aanname</translation>
    </message>
    <message>
        <source>%1: field &apos;id&apos;: duplicate id &apos;%2&apos; (also in %3)</source>
        <translation>%1: veld &apos;id&apos;: dubbel id &apos;%2&apos; (ook in %3)</translation>
    </message>
    <message>
        <source>%1: field &apos;modes&apos; must be a non-empty array of {technology, ports, gbit_s}</source>
        <translation>%1: veld &apos;modes&apos; moet een niet-lege array van {technology, ports, gbit_s} zijn</translation>
    </message>
    <message>
        <source>%1: field &apos;modes&apos; lists technology &apos;%2&apos; twice</source>
        <translation>%1: veld &apos;modes&apos; noemt technologie &apos;%2&apos; twee keer</translation>
    </message>
    <message>
        <source>%1: field &apos;modes&apos; must be a non-empty array of {ports, gbit_s}</source>
        <translation>%1: veld &apos;modes&apos; moet een niet-lege array van {ports, gbit_s} zijn</translation>
    </message>
    <message>
        <source>%1: field &apos;gpu&apos; refers to unknown GPU type &apos;%2&apos;</source>
        <translation>%1: veld &apos;gpu&apos; verwijst naar onbekend GPU-type &apos;%2&apos;</translation>
    </message>
    <message>
        <source>%1: field &apos;nic&apos; refers to unknown NIC type &apos;%2&apos;</source>
        <translation>%1: veld &apos;nic&apos; verwijst naar onbekend NIC-type &apos;%2&apos;</translation>
    </message>
    <message>
        <source>%1: field &apos;rail_of_nic&apos; must be an array of rail indexes</source>
        <translation>%1: veld &apos;rail_of_nic&apos; moet een array van railnummers zijn</translation>
    </message>
    <message>
        <source>%1: field &apos;rail_of_nic&apos; has %2 entries but &apos;nic_count&apos; is %3</source>
        <translation>%1: veld &apos;rail_of_nic&apos; heeft %2 items, maar &apos;nic_count&apos; is %3</translation>
    </message>
    <message>
        <source>%1: field &apos;rail_of_nic&apos; must hold integers &gt;= 0</source>
        <translation>%1: veld &apos;rail_of_nic&apos; mag alleen gehele getallen &gt;= 0 bevatten</translation>
    </message>
    <message>
        <source>section &apos;defaults&apos; must be an object</source>
        <translation>sectie &apos;defaults&apos; moet een object zijn</translation>
    </message>
    <message>
        <source>%1: field &apos;%2&apos; refers to unknown switch &apos;%3&apos;</source>
        <translation>%1: veld &apos;%2&apos; verwijst naar onbekende switch &apos;%3&apos;</translation>
    </message>
    <message>
        <source>%1: field &apos;%2&apos;: switch &apos;%3&apos; is not %4</source>
        <translation>%1: veld &apos;%2&apos;: switch &apos;%3&apos; is geen %4</translation>
    </message>
    <message>
        <source>%1: field &apos;node_type&apos; refers to unknown node type &apos;%2&apos;</source>
        <translation>%1: veld &apos;node_type&apos; verwijst naar onbekend nodetype &apos;%2&apos;</translation>
    </message>
    <message>
        <source>cannot open the shipped catalog %1: %2</source>
        <translation>kan de meegeleverde catalogus %1 niet openen: %2</translation>
    </message>
    <message>
        <source>the shipped catalog is not valid JSON (offset %1): %2</source>
        <translation>de meegeleverde catalogus is geen geldige JSON (positie %1): %2</translation>
    </message>
    <message>
        <source>own parts: %1</source>
        <translation>eigen onderdelen: %1</translation>
    </message>
    <message>
        <source>override of unknown assumption &apos;%1&apos;</source>
        <translation>aanpassing van onbekende aanname &apos;%1&apos;</translation>
    </message>
    <message>
        <source>override of part &apos;%1&apos;: unknown field &apos;%2&apos; (expected one of %3)</source>
        <translation>aanpassing van onderdeel &apos;%1&apos;: onbekend veld &apos;%2&apos; (verwacht: een van %3)</translation>
    </message>
    <message>
        <source>override of assumption &apos;%1&apos;: unknown field &apos;%2&apos; (expected &apos;value&apos;)</source>
        <translation>aanpassing van aanname &apos;%1&apos;: onbekend veld &apos;%2&apos; (verwacht: &apos;value&apos;)</translation>
    </message>
    <message>
        <source>override of unknown part &apos;%1&apos; (field &apos;%2&apos;)</source>
        <translation>aanpassing van onbekend onderdeel &apos;%1&apos; (veld &apos;%2&apos;)</translation>
    </message>
    <message>
        <source>%1: field &apos;%2&apos;: %3</source>
        <translation>%1: veld &apos;%2&apos;: %3</translation>
    </message>
    <message>
        <source>override of &apos;%1&apos; &apos;%2&apos;: %3</source>
        <translation>aanpassing van &apos;%1&apos; &apos;%2&apos;: %3</translation>
    </message>
    <message>
        <source>%1: field &apos;%2&apos;: &apos;rests_on&apos; must be a list of assumption ids</source>
        <translation>%1: veld &apos;%2&apos;: &apos;rests_on&apos; moet een lijst van aanname-id&apos;s zijn</translation>
    </message>
    <message>
        <source>no tensor throughput given</source>
        <translation>geen tensordoorvoer opgegeven</translation>
    </message>
    <message>
        <source>%1: field &apos;storage_nic&apos; refers to unknown NIC type &apos;%2&apos;</source>
        <translation>%1: veld &apos;storage_nic&apos; verwijst naar onbekend NIC-type &apos;%2&apos;</translation>
    </message>
    <message>
        <source>%1: field &apos;%2&apos;: &apos;lower_bound&apos; must be true or false</source>
        <translation>%1: veld &apos;%2&apos;: &apos;lower_bound&apos; moet true of false zijn</translation>
    </message>
    <message>
        <source>%1: field &apos;port_labels&apos; must map &quot;NIC/port&quot; (from 1, a NIC of the node type) to a label of 1 to 64 characters</source>
        <translation>%1: veld &apos;port_labels&apos; moet &quot;NIC/poort&quot; (vanaf 1, een NIC van het nodetype) koppelen aan een label van 1 tot 64 tekens</translation>
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
        <translation>Het object (%1) met id %2 heeft een id dat ontbreekt, dubbel voorkomt of niet lager is dan het volgende id van het project (%3).</translation>
    </message>
    <message>
        <source>Group &quot;%1&quot; is repeated %2 times; a group must be repeated at least once.</source>
        <translation>Groep &quot;%1&quot; wordt %2 keer herhaald; een groep moet minstens één keer voorkomen.</translation>
    </message>
    <message>
        <source>%1 belongs to group %2, which does not exist.</source>
        <translation>%1 hoort bij groep %2, maar die bestaat niet.</translation>
    </message>
    <message>
        <source>%1 is of node type &quot;%2&quot;, which the catalogue does not have.</source>
        <translation>%1 is van nodetype &quot;%2&quot;, maar dat staat niet in de catalogus.</translation>
    </message>
    <message>
        <source>%1 is of switch type &quot;%2&quot;, which the catalogue does not have.</source>
        <translation>%1 is van switchtype &quot;%2&quot;, maar dat staat niet in de catalogus.</translation>
    </message>
    <message>
        <source>%1 belongs to fabric %2, which does not exist.</source>
        <translation>%1 hoort bij fabric %2, maar die bestaat niet.</translation>
    </message>
    <message>
        <source>%1 is a %2 switch in the %3 fabric &quot;%4&quot;.</source>
        <translation>%1 is een %2-switch in de %3-fabric &quot;%4&quot;.</translation>
    </message>
    <message>
        <source>NVLink domain &quot;%1&quot; lists node %2, which does not exist.</source>
        <translation>NVLink-domein &quot;%1&quot; noemt node %2, maar die bestaat niet.</translation>
    </message>
    <message>
        <source>NVLink domain &quot;%1&quot; spans GPUs of different types (%2 and %3); NVLink connects GPUs of one type only.</source>
        <translation>NVLink-domein &quot;%1&quot; omvat GPU&apos;s van verschillende types (%2 en %3); NVLink verbindt alleen GPU&apos;s van hetzelfde type.</translation>
    </message>
    <message>
        <source>NVLink domain &quot;%1&quot; holds %2, which is in another group than the domain.</source>
        <translation>NVLink-domein &quot;%1&quot; bevat %2, maar die zit in een andere groep dan het domein.</translation>
    </message>
    <message>
        <source>%1 has no NIC %2 (its type has %3).</source>
        <translation>%1 heeft geen NIC %2 (het type heeft er %3).</translation>
    </message>
    <message>
        <source>NIC %1 of %2 is a %3, which does not support %4.</source>
        <translation>NIC %1 van %2 is een %3, en die ondersteunt geen %4.</translation>
    </message>
    <message>
        <source>NIC %1 of %2 has no port %3 in %4 mode (it has %5).</source>
        <translation>NIC %1 van %2 heeft geen poort %3 in %4-modus (hij heeft er %5).</translation>
    </message>
    <message>
        <source>Link %1 belongs to fabric %2, which does not exist.</source>
        <translation>Link %1 hoort bij fabric %2, maar die bestaat niet.</translation>
    </message>
    <message>
        <source>Link %1 has %2 x %3 Gb/s over %4 m; a link needs at least one connection of a positive speed and a length of zero or more.</source>
        <translation>Link %1 heeft %2 x %3 Gb/s over %4 m; een link heeft minstens één verbinding met een positieve snelheid en een lengte van nul of meer nodig.</translation>
    </message>
    <message>
        <source>Link %1 must end on a switch, but object %2 is not one.</source>
        <translation>Link %1 moet op een switch eindigen, maar object %2 is geen switch.</translation>
    </message>
    <message>
        <source>Link %1 starts at object %2, which is neither a node nor a switch.</source>
        <translation>Link %1 begint bij object %2, en dat is geen node en geen switch.</translation>
    </message>
    <message>
        <source>Link %1 joins two different groups; links may only stay inside one group or go from a group to a switch outside any group.</source>
        <translation>Link %1 verbindt twee verschillende groepen; een link blijft binnen één groep of loopt van een groep naar een switch buiten alle groepen.</translation>
    </message>
    <message>
        <source>Link %1 goes from an object outside any group into a group; draw it from the group member instead.</source>
        <translation>Link %1 loopt van een object buiten alle groepen een groep in; teken de link in plaats daarvan vanaf het lid van de groep.</translation>
    </message>
    <message>
        <source>Link %1 joins switches of two different fabrics.</source>
        <translation>Link %1 verbindt switches van twee verschillende fabrics.</translation>
    </message>
    <message>
        <source>Link %1 is in fabric &quot;%2&quot; but ends on a switch of another fabric.</source>
        <translation>Link %1 hoort bij fabric &quot;%2&quot;, maar eindigt op een switch van een andere fabric.</translation>
    </message>
    <message>
        <source>Link %1 runs at %2 Gb/s, but the NIC port it starts at runs at %3 Gb/s.</source>
        <translation>Link %1 loopt op %2 Gb/s, maar de NIC-poort waar hij begint loopt op %3 Gb/s.</translation>
    </message>
    <message>
        <source>Link %1 bundles %2 connections from one NIC port; a NIC port carries one link.</source>
        <translation>Link %1 bundelt %2 verbindingen vanuit één NIC-poort; een NIC-poort draagt één link.</translation>
    </message>
    <message>
        <source>Port %1 of NIC %2 on %3 is linked twice (links %4 and %5).</source>
        <translation>Poort %1 van NIC %2 op %3 is twee keer gekoppeld (links %4 en %5).</translation>
    </message>
    <message>
        <source>%1 (%2) has no ports at %3 Gb/s, the speed of link %4.</source>
        <translation>%1 (%2) heeft geen poorten van %3 Gb/s, de snelheid van link %4.</translation>
    </message>
    <message>
        <source>%1 has %2 links but only %3 ports (%4).</source>
        <translation>%1 heeft %2 links, maar slechts %3 poorten (%4).</translation>
    </message>
    <message>
        <source>%1 has no link to any fabric.</source>
        <translation>%1 heeft geen link naar een fabric.</translation>
    </message>
    <message>
        <source>%1 is in two NVLink domains (&quot;%2&quot; and &quot;%3&quot;); a node belongs to at most one.</source>
        <translation>%1 zit in twee NVLink-domeinen (&quot;%2&quot; en &quot;%3&quot;); een node hoort bij ten hoogste één.</translation>
    </message>
    <message>
        <source>Link %1 runs from %2 to itself.</source>
        <translation>Link %1 loopt van %2 naar zichzelf.</translation>
    </message>
    <message>
        <source>%1 has %2 links at %3 Gb/s but only %4 ports at that speed (%5).</source>
        <translation>%1 heeft %2 links op %3 Gb/s, maar slechts %4 poorten op die snelheid (%5).</translation>
    </message>
    <message>
        <source>Link %1 takes ports %2 to %3 of %4, which has %5 ports at %6 Gb/s.</source>
        <translation>Link %1 gebruikt poort %2 tot en met %3 van %4, die %5 poorten heeft op %6 Gb/s.</translation>
    </message>
    <message>
        <source>Link %1 is repeated %2 times by its group but numbers port %3 of %4, which only one copy can take; leave the port unnumbered.</source>
        <translation>Link %1 wordt door zijn groep %2 keer herhaald, maar legt poort %3 van %4 vast, en die kan maar één kopie krijgen; laat het poortnummer open.</translation>
    </message>
    <message>
        <source>Port %1 of %2 is taken by %3 links (%4); a port carries one.</source>
        <translation>Poort %1 van %2 wordt door %3 links gebruikt (%4); op een poort past één link.</translation>
    </message>
    <message>
        <source>object %1</source>
        <translation>object %1</translation>
    </message>
    <message>
        <source>%1 (%2 to %3)</source>
        <translation>%1 (%2 naar %3)</translation>
    </message>
</context>
<context>
    <name>fp::Collectives</name>
    <message>
        <source>The compute fabric runs InfiniBand: the network bandwidth is taken at %1 of line rate (assumption %2).</source>
        <translation>De compute-fabric draait InfiniBand: de netwerkbandbreedte wordt gerekend op %1 van de lijnsnelheid (aanname %2).</translation>
    </message>
    <message>
        <source>The compute fabric runs Ethernet/RoCE tuned as &quot;%1&quot;: the network bandwidth is taken at %2 (assumption %3) x %4 (assumption %5) = %6 of line rate.</source>
        <translation>De compute-fabric draait Ethernet/RoCE, afgesteld als &quot;%1&quot;: de netwerkbandbreedte wordt gerekend op %2 (aanname %3) x %4 (aanname %5) = %6 van de lijnsnelheid.</translation>
    </message>
    <message>
        <source>With one tier there are no paths between switches for ECMP to hash onto, so plain ECMP loses nothing to adaptive routing here.</source>
        <translation>Met één laag zijn er geen paden tussen switches waarover ECMP kan verdelen, dus verliest gewone ECMP hier niets ten opzichte van adaptieve routering.</translation>
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
        <translation>De link van %1 naar %2 is %3 m lang, maar de kabel %4 reikt maar %5 m. Kies een kabel met groter bereik (optiek) of maak het traject korter.</translation>
    </message>
    <message>
        <source>The link from %1 to %2 has no length of its own and gets the default of %3 m, but its cable %4 reaches only %5 m. Enter the real length or choose a longer-reaching cable.</source>
        <translation>De link van %1 naar %2 heeft geen eigen lengte en krijgt de standaardlengte van %3 m, maar de kabel %4 reikt maar %5 m. Vul de werkelijke lengte in of kies een kabel met groter bereik.</translation>
    </message>
    <message>
        <source>The Ethernet compute fabric &quot;%1&quot; runs RoCE untuned: without a lossless traffic class (PFC on the RoCE priority, ECN marking, DCQCN) and adaptive routing, collectives reach about %2 % of InfiniBand&apos;s bus bandwidth. Plan the lossless class from the RoCE checklist and set the fabric&apos;s tuning.</source>
        <translation>De Ethernet-compute-fabric &quot;%1&quot; draait RoCE zonder afstelling: zonder lossless verkeersklasse (PFC op de RoCE-prioriteit, ECN-markering, DCQCN) en adaptieve routering halen collectives ongeveer %2 % van de busbandbreedte van InfiniBand. Plan de lossless verkeersklasse aan de hand van de RoCE-checklist en stel de afstelling van de fabric in.</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 en %2</translation>
    </message>
    <message>
        <source>%1 is linked through only %2 of its %3 NICs (no link on NIC %4): the GPUs of the other rails have no NIC of their own on the fabric. Link the free NICs, one per rail, or remove the node&apos;s links.</source>
        <translation>%1 is gekoppeld via slechts %2 van zijn %3 NIC&apos;s (geen link op NIC %4): de GPU&apos;s van de andere rails hebben geen eigen NIC op de fabric. Koppel de vrije NIC&apos;s, één per rail, of verwijder de links van de node.</translation>
    </message>
    <message>
        <source>The design has nodes but no switch, so no fabric connects them and there is no network to compare. Add leaf switches and link the nodes to them.</source>
        <translation>Het ontwerp heeft nodes maar geen switch: geen fabric verbindt ze, dus er is geen netwerk om te vergelijken. Voeg leaf-switches toe en koppel de nodes daaraan.</translation>
    </message>
    <message>
        <source>%1 W</source>
        <translation>%1 W</translation>
    </message>
    <message>
        <source>The link from %1 to %2 skips the leaf tier: %2 is a %3, and nodes link to leaves. Link %1 to a leaf, and the leaf to %2.</source>
        <translation>De link van %1 naar %2 slaat de leaf-laag over: %2 is een %3, en nodes koppelen aan leafs. Koppel %1 aan een leaf, en de leaf aan %2.</translation>
    </message>
    <message>
        <source>The link from %1 (a %2) to %3 (a %4) skips the tier between them: a leaf links to a spine, and a spine to a core. Link through a switch of the tier between.</source>
        <translation>De link van %1 (een %2) naar %3 (een %4) slaat de laag ertussen over: een leaf koppelt aan een spine, en een spine aan een core. Koppel via een switch van de laag ertussen.</translation>
    </message>
    <message>
        <source>%1 is a %2, built for an NVLink domain of %3 nodes in one rack, but it is in no NVLink domain: its GPUs reach other nodes only over the network.</source>
        <translation>%1 is een %2, gebouwd voor een NVLink-domein van %3 nodes in één rack, maar zit in geen enkel NVLink-domein: zijn GPU&apos;s bereiken andere nodes alleen via het netwerk.</translation>
    </message>
    <message>
        <source>%1 nodes of type %2 (%3), built for an NVLink domain of %4 nodes in one rack, are in no NVLink domain: their GPUs reach other nodes only over the network.</source>
        <translation>%1 nodes van het type %2 (%3), gebouwd voor een NVLink-domein van %4 nodes in één rack, zitten in geen enkel NVLink-domein: hun GPU&apos;s bereiken andere nodes alleen via het netwerk.</translation>
    </message>
    <message>
        <source>%1 has no links, yet it counts in the network&apos;s cost and power %2 times (its group is repeated): %2 × %3 at %4 and %5 each. Link it or delete it.</source>
        <translation>%1 heeft geen links, maar telt %2 keer mee in de kosten en het stroomverbruik van het netwerk (zijn groep wordt herhaald): %2 × %3 voor %4 en %5 per stuk. Koppel hem of verwijder hem.</translation>
    </message>
    <message>
        <source>%1 has no links, yet it counts in the network&apos;s cost and power: one %2 at %3 and %4. Link it or delete it.</source>
        <translation>%1 heeft geen links, maar telt mee in de kosten en het stroomverbruik van het netwerk: één %2 voor %3 en %4. Koppel hem of verwijder hem.</translation>
    </message>
    <message>
        <source>NVLink domain &quot;%1&quot; holds %2 of the %3 nodes of a full rack (%4): its NVLink domain spans %5 GPUs instead of %6. Complete the rack, or plan for the smaller domain.</source>
        <translation>NVLink-domein &quot;%1&quot; bevat %2 van de %3 nodes van een volledig rack (%4): het NVLink-domein omvat %5 GPU&apos;s in plaats van %6. Maak het rack compleet, of reken met het kleinere domein.</translation>
    </message>
    <message>
        <source>an unknown price</source>
        <translation>een onbekende prijs</translation>
    </message>
    <message>
        <source>unknown power</source>
        <translation>onbekend stroomverbruik</translation>
    </message>
    <message>
        <source>Single point of failure: when %1 fails %2 GPUs are cut off and a job spanning the cluster stops.</source>
        <translation>Zwakke schakel (single point of failure): als %1 uitvalt, raken %2 GPU&apos;s onbereikbaar en stopt een clusterbrede job.</translation>
    </message>
    <message>
        <source>Single point of failure: %1</source>
        <translation>Zwakke schakel (single point of failure): %1</translation>
    </message>
    <message>
        <source>A rack of %1 nodes of type %2 (%3 U each) and its management switch needs %4 U, more than the rack height of %5 U: set fewer nodes per rack or a taller rack under Profiles and assumptions; the nodes that do not fit get no rack position.</source>
        <translation>Een rack met %1 nodes van het type %2 (elk %3 U) en de beheerswitch heeft %4 U nodig, meer dan de rackhoogte van %5 U: kies minder nodes per rack of een hoger rack onder Profielen en aannames; nodes die niet passen krijgen geen positie in het rack.</translation>
    </message>
    <message numerus="yes">
        <source>%n %1 switch(es) in &quot;%2&quot; use under half their ports: %3. About %4 ports at %5 Gb/s are idle, yet bought and powered. Fewer or smaller switches would do, unless the ports are kept for growth.</source>
        <translation>
            <numerusform>%n %1-switch in &quot;%2&quot; gebruikt minder dan de helft van zijn poorten: %3. Ongeveer %4 poorten van %5 Gb/s staan ongebruikt, maar worden wel gekocht en van stroom voorzien. Minder of kleinere switches volstaan, tenzij de poorten voor groei worden vrijgehouden.</numerusform>
            <numerusform>%n %1-switches in &quot;%2&quot; gebruiken minder dan de helft van hun poorten: %3. Ongeveer %4 poorten van %5 Gb/s staan ongebruikt, maar worden wel gekocht en van stroom voorzien. Minder of kleinere switches volstaan, tenzij de poorten voor groei worden vrijgehouden.</numerusform>
        </translation>
    </message>
    <message>
        <source>The InfiniBand subnet managers need %1 ports on %2, one in each plane for each UFM appliance or OpenSM server, but only %3 switch ports are free: leave a node per scalable unit unlinked (NVIDIA&apos;s DGX SuperPOD RA builds 31 nodes per unit, 127 in four) or add a leaf.</source>
        <translation>De InfiniBand-subnetmanagers hebben %1 poorten nodig op %2, in elk netwerkvlak één per UFM-appliance of OpenSM-server, maar er zijn maar %3 switchpoorten vrij: laat per schaalbare eenheid één node onaangesloten (de DGX SuperPOD-RA van NVIDIA bouwt 31 nodes per eenheid, 127 in vier) of voeg een leaf toe.</translation>
    </message>
</context>
<context>
    <name>fp::DomainItem</name>
    <message>
        <source>%1 · %2 GPUs</source>
        <translation>%1 · %2 GPU&apos;s</translation>
    </message>
</context>
<context>
    <name>fp::Edit</name>
    <message>
        <source>Rename</source>
        <translation>Naam wijzigen</translation>
    </message>
    <message>
        <source>Change node type</source>
        <translation>Nodetype wijzigen</translation>
    </message>
    <message>
        <source>Change switch type</source>
        <translation>Switchtype wijzigen</translation>
    </message>
    <message>
        <source>Change switch role</source>
        <translation>Switchrol wijzigen</translation>
    </message>
    <message>
        <source>Change link bundle</source>
        <translation>Linkbundel wijzigen</translation>
    </message>
    <message>
        <source>Change link speed</source>
        <translation>Linksnelheid wijzigen</translation>
    </message>
    <message>
        <source>Change link cable</source>
        <translation>Linkkabel wijzigen</translation>
    </message>
    <message>
        <source>Change link length</source>
        <translation>Linklengte wijzigen</translation>
    </message>
    <message>
        <source>Change group repeat</source>
        <translation>Herhaling van groep wijzigen</translation>
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
        <translation>NVLink-switch %1</translation>
    </message>
    <message>
        <source>Move object</source>
        <translation>Object verplaatsen</translation>
    </message>
    <message>
        <source>Move objects</source>
        <translation>Objecten verplaatsen</translation>
    </message>
    <message>
        <source>Add node</source>
        <translation>Node toevoegen</translation>
    </message>
    <message>
        <source>Add switch</source>
        <translation>Switch toevoegen</translation>
    </message>
    <message>
        <source>Add link</source>
        <translation>Link toevoegen</translation>
    </message>
    <message>
        <source>Delete object</source>
        <translation>Object verwijderen</translation>
    </message>
    <message>
        <source>Delete %1 objects</source>
        <translation>%1 objecten verwijderen</translation>
    </message>
    <message>
        <source>Change workload</source>
        <translation>Workload wijzigen</translation>
    </message>
    <message>
        <source>Change organisation</source>
        <translation>Organisatie wijzigen</translation>
    </message>
    <message>
        <source>Change project details</source>
        <translation>Projectgegevens wijzigen</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Plakken</translation>
    </message>
    <message>
        <source>Change RoCE tuning</source>
        <translation>RoCE-afstelling wijzigen</translation>
    </message>
    <message>
        <source>Change catalogue figure</source>
        <translation>Cataloguswaarde wijzigen</translation>
    </message>
    <message>
        <source>Restore catalogue figure</source>
        <translation>Cataloguswaarde herstellen</translation>
    </message>
    <message numerus="yes">
        <source>Import %n nccl-tests run(s)</source>
        <translation>
            <numerusform>%n nccl-tests-run importeren</numerusform>
            <numerusform>%n nccl-tests-runs importeren</numerusform>
        </translation>
    </message>
    <message>
        <source>Use calibrated figures</source>
        <translation>Gekalibreerde waarden gebruiken</translation>
    </message>
    <message>
        <source>Use catalogue figures</source>
        <translation>Cataloguswaarden gebruiken</translation>
    </message>
    <message>
        <source>Change requirements</source>
        <translation>Eisen wijzigen</translation>
    </message>
    <message>
        <source>Change decision weights</source>
        <translation>Gewichten van het advies wijzigen</translation>
    </message>
    <message>
        <source>Use explored design</source>
        <translation>Verkend ontwerp gebruiken</translation>
    </message>
    <message>
        <source>Connect rail by rail</source>
        <translation>Rail voor rail bekabelen</translation>
    </message>
    <message>
        <source>Add links</source>
        <translation>Links toevoegen</translation>
    </message>
    <message>
        <source>Make group</source>
        <translation>Groep maken</translation>
    </message>
    <message>
        <source>Make group × %1</source>
        <translation>Groep × %1 maken</translation>
    </message>
    <message>
        <source>Arrange objects</source>
        <translation>Objecten uitlijnen</translation>
    </message>
    <message>
        <source>Regenerate fabric</source>
        <translation>Fabric opnieuw genereren</translation>
    </message>
    <message>
        <source>Generate design</source>
        <translation>Ontwerp genereren</translation>
    </message>
    <message>
        <source>Import device types</source>
        <translation>Apparaattypen importeren</translation>
    </message>
    <message>
        <source>Change floor layout</source>
        <translation>Vloerindeling wijzigen</translation>
    </message>
    <message>
        <source>Ungroup</source>
        <translation>Groep opheffen</translation>
    </message>
    <message>
        <source>Change comparison basis</source>
        <translation>Vergelijkingsbasis wijzigen</translation>
    </message>
</context>
<context>
    <name>fp::Evaluation</name>
    <message>
        <source>Not compared at its best: %1 (the generated shape is compared).</source>
        <translation>Niet in de beste vorm vergeleken: %1 (de gegenereerde vorm wordt vergeleken).</translation>
    </message>
    <message>
        <source>no %1 design of the search meets the requirements</source>
        <translation>geen enkel ontwerp (%1) uit de zoektocht voldoet aan de eisen</translation>
    </message>
    <message numerus="yes">
        <source>%n plane(s)</source>
        <translation>
            <numerusform>%n vlak</numerusform>
            <numerusform>%n vlakken</numerusform>
        </translation>
    </message>
    <message>
        <source>hybrid (InfiniBand in each unit, Ethernet between)</source>
        <translation>hybride (InfiniBand in elke eenheid, Ethernet ertussen)</translation>
    </message>
    <message numerus="yes">
        <source>Compared at its best: of the %1 designs searched, the cheapest that meets the requirements, %2 in %Ln tier(s), %3, %4:1, %5.</source>
        <translation>
            <numerusform>Vergeleken in de gunstigste uitvoering: van de doorzochte ontwerpen voor %1 het goedkoopste dat aan de eisen voldoet, %2 in %Ln laag, %3, %4:1, %5.</numerusform>
            <numerusform>Vergeleken in de gunstigste uitvoering: van de doorzochte ontwerpen voor %1 het goedkoopste dat aan de eisen voldoet, %2 in %Ln lagen, %3, %4:1, %5.</numerusform>
        </translation>
    </message>
    <message>
        <source>Its nodes are of type %1, with each NIC&apos;s ports on both planes, so that a job survives any single switch failure as the organisation requires.</source>
        <translation>De nodes zijn van het type %1, met de poorten van elke NIC op beide vlakken, zodat een job de uitval van elke willekeurige switch overleeft, zoals de organisatie eist.</translation>
    </message>
    <message numerus="yes">
        <source>Compared at its best: of the %1 designs searched, the cheapest (no requirements are set), %2 in %Ln tier(s), %3, %4:1, %5.</source>
        <translation>
            <numerusform>Vergeleken in de gunstigste uitvoering: van de doorzochte ontwerpen voor %1 het goedkoopste (er zijn geen eisen gesteld), %2 in %Ln laag, %3, %4:1, %5.</numerusform>
            <numerusform>Vergeleken in de gunstigste uitvoering: van de doorzochte ontwerpen voor %1 het goedkoopste (er zijn geen eisen gesteld), %2 in %Ln lagen, %3, %4:1, %5.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fp::ExchangeActions</name>
    <message>
        <source>Compare with &amp;built fabric...</source>
        <translation>Vergelijken met de &amp;gebouwde fabric...</translation>
    </message>
    <message>
        <source>Compare the design with the output of ibnetdiscover from the fabric as built</source>
        <translation>Het ontwerp vergelijken met de uitvoer van ibnetdiscover op de gebouwde fabric</translation>
    </message>
    <message>
        <source>The design has no InfiniBand fabric.</source>
        <translation>Het ontwerp heeft geen InfiniBand-fabric.</translation>
    </message>
    <message>
        <source>Cannot read &quot;%1&quot;.</source>
        <translation>Kan &quot;%1&quot; niet lezen.</translation>
    </message>
    <message>
        <source>Cannot compare</source>
        <translation>Kan niet vergelijken</translation>
    </message>
    <message>
        <source>The fabric as built matches the design.</source>
        <translation>De gebouwde fabric komt overeen met het ontwerp.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln link(s) differ from the design; they are selected on the canvas.</source>
        <translation>
            <numerusform>%Ln link wijkt af van het ontwerp; deze is op het canvas geselecteerd.</numerusform>
            <numerusform>%Ln links wijken af van het ontwerp; ze zijn op het canvas geselecteerd.</numerusform>
        </translation>
    </message>
    <message>
        <source>Compare with built fabric</source>
        <translation>Vergelijken met de gebouwde fabric</translation>
    </message>
    <message>
        <source>Import device t&amp;ypes...</source>
        <translation>Apparaattypen i&amp;mporteren...</translation>
    </message>
    <message>
        <source>Cannot import device types</source>
        <translation>Kan de apparaattypen niet importeren</translation>
    </message>
</context>
<context>
    <name>fp::ExploreDialog</name>
    <message>
        <source>Searching the designs of each technology for this cluster...</source>
        <translation>De ontwerpen van elke technologie voor dit cluster worden doorzocht...</translation>
    </message>
    <message>
        <source>%1:1</source>
        <translation>%1:1</translation>
    </message>
    <message>
        <source> (at least)</source>
        <translation> (minstens)</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nee</translation>
    </message>
    <message>
        <source>There is no design to use: search first.</source>
        <translation>Er is geen ontwerp om te gebruiken: zoek eerst.</translation>
    </message>
    <message>
        <source>The design has changed since the search: search again.</source>
        <translation>Het ontwerp is sinds de zoektocht gewijzigd: zoek opnieuw.</translation>
    </message>
    <message>
        <source>Explore designs</source>
        <translation>Ontwerpen verkennen</translation>
    </message>
    <message>
        <source>Switch</source>
        <translation>Switch</translation>
    </message>
    <message>
        <source>Topology</source>
        <translation>Topologie</translation>
    </message>
    <message>
        <source>Tiers</source>
        <translation>Lagen</translation>
    </message>
    <message>
        <source>Planes</source>
        <translation>Vlakken</translation>
    </message>
    <message>
        <source>Oversubscription</source>
        <translation>Overboeking</translation>
    </message>
    <message>
        <source>Capex</source>
        <translation>Aanschafkosten</translation>
    </message>
    <message>
        <source>All-reduce busbw (GB/s)</source>
        <translation>All-reduce-busbandbreedte (GB/s)</translation>
    </message>
    <message>
        <source>Complexity</source>
        <translation>Complexiteit</translation>
    </message>
    <message>
        <source>Meets requirements</source>
        <translation>Voldoet aan de eisen</translation>
    </message>
    <message>
        <source>&amp;Search again</source>
        <translation>Opnieuw &amp;zoeken</translation>
    </message>
    <message>
        <source>&amp;Use this design</source>
        <translation>Dit ontwerp &amp;gebruiken</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Sluiten</translation>
    </message>
    <message>
        <source>The design with %1 (%2, planes: %3, tiers: %4) is in place of the compute fabric; Undo restores the previous one.</source>
        <translation>Het ontwerp met %1 (%2, vlakken: %3, lagen: %4) staat nu in plaats van de compute-fabric; Ongedaan maken zet het vorige terug.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln link(s) of other fabrics to the old nodes dropped.</source>
        <translation>
            <numerusform>%Ln link van andere fabrics naar de oude nodes is vervallen.</numerusform>
            <numerusform>%Ln links van andere fabrics naar de oude nodes zijn vervallen.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 GPUs in %2 nodes (%3), %4: %5 designs searched, %6 could be built. Each technology&apos;s Pareto front: no other design of it is at least as cheap, as fast (the job&apos;s %7 of %8, the collective the comparison scores the workload on) and as simple, and better in one. Bold: the cheapest that meets the requirements. Select a design and use it in place of the compute fabric.</source>
        <translation>%1 GPU&apos;s in %2 nodes (%3), %4: %5 ontwerpen doorzocht, %6 konden worden gebouwd. Het Pareto-front van elke technologie: geen ander ontwerp ervan is minstens zo goedkoop, zo snel (de %7 van %8 van de job, de collectieve operatie waarop de vergelijking de workload beoordeelt) en zo eenvoudig, en in een van die drie beter. Vet: het goedkoopste dat aan de eisen voldoet. Selecteer een ontwerp en gebruik het in plaats van de compute-fabric.</translation>
    </message>
    <message>
        <source>All-to-all busbw (GB/s)</source>
        <translation>All-to-all-busbandbreedte (GB/s)</translation>
    </message>
</context>
<context>
    <name>fp::FabricScene</name>
    <message>
        <source>All NIC ports of %1 are linked.</source>
        <translation>Alle NIC-poorten van %1 zijn gekoppeld.</translation>
    </message>
    <message>
        <source>Drop a cable on a link to use it for that link.</source>
        <translation>Zet een kabel op een link neer om die kabel voor die link te gebruiken.</translation>
    </message>
    <message>
        <source>GPUs and NICs come with a node type: drag a node type instead.</source>
        <translation>GPU&apos;s en NIC&apos;s horen bij een nodetype: sleep in plaats daarvan een nodetype.</translation>
    </message>
    <message>
        <source>Switch part</source>
        <translation>Switchtype</translation>
    </message>
</context>
<context>
    <name>fp::FabricView</name>
    <message>
        <source>The design is empty</source>
        <translation>Het ontwerp is leeg</translation>
    </message>
    <message>
        <source>Generate a fabric from a few choices with New design in the toolbar (Ctrl+Shift+N).</source>
        <translation>Genereer een fabric uit een paar keuzes met Nieuw ontwerp in de werkbalk (Ctrl+Shift+N).</translation>
    </message>
    <message>
        <source>Or drag node types and switches from the Catalog onto this canvas and link them in Connect mode.</source>
        <translation>Of sleep nodetypes en switches uit de Catalogus naar dit canvas en koppel ze in de modus Koppelen.</translation>
    </message>
    <message>
        <source>File &gt; Open (Ctrl+O) opens a saved project.</source>
        <translation>Bestand &gt; Openen (Ctrl+O) opent een opgeslagen project.</translation>
    </message>
</context>
<context>
    <name>fp::FileSafety</name>
    <message>
        <source>&quot;%1&quot; is not a regular file (a pipe, device or socket); give a file.</source>
        <translation>&quot;%1&quot; is geen gewoon bestand (maar een pipe, apparaat of socket); geef een bestand op.</translation>
    </message>
    <message>
        <source>The file &quot;%1&quot; does not exist.</source>
        <translation>Het bestand &quot;%1&quot; bestaat niet.</translation>
    </message>
    <message>
        <source>The file &quot;%1&quot; cannot be read: %2</source>
        <translation>Het bestand &quot;%1&quot; kan niet worden gelezen: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a folder, not a file.</source>
        <translation>&quot;%1&quot; is een map, geen bestand.</translation>
    </message>
    <message>
        <source>the output &quot;%1&quot; is a folder, not a file.</source>
        <translation>de uitvoer &quot;%1&quot; is een map, geen bestand.</translation>
    </message>
    <message>
        <source>the output &quot;%1&quot; is the input file &quot;%2&quot;; choose another output file.</source>
        <translation>de uitvoer &quot;%1&quot; is het invoerbestand &quot;%2&quot;; kies een ander uitvoerbestand.</translation>
    </message>
    <message>
        <source>the output &quot;%1&quot; is a FabricPlanner project and would be overwritten; choose another output file.</source>
        <translation>de uitvoer &quot;%1&quot; is een FabricPlanner-project en zou worden overschreven; kies een ander uitvoerbestand.</translation>
    </message>
    <message>
        <source>there is not enough free space in the folder &quot;%1&quot; (the disk is full); the file is unchanged.</source>
        <translation>er is niet genoeg vrije ruimte in de map &quot;%1&quot; (de schijf is vol); het bestand is niet gewijzigd.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is being changed by another program; try again when it has finished.</source>
        <translation>&quot;%1&quot; wordt door een ander programma gewijzigd; probeer het opnieuw als dat klaar is.</translation>
    </message>
</context>
<context>
    <name>fp::GenerationSettingsBox</name>
    <message>
        <source>Generation settings</source>
        <translation>Generatie-instellingen</translation>
    </message>
    <message>
        <source>Technology</source>
        <translation>Technologie</translation>
    </message>
    <message>
        <source>Switch</source>
        <translation>Switch</translation>
    </message>
    <message>
        <source>Topology</source>
        <translation>Topologie</translation>
    </message>
    <message>
        <source>Oversubscription</source>
        <translation>Overboeking</translation>
    </message>
    <message>
        <source>Planes</source>
        <translation>Vlakken</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU&apos;s</translation>
    </message>
    <message>
        <source>r:1 at the leaf: of its ports, r/(r+1) face the nodes and 1/(r+1) face up.</source>
        <translation>r:1 op de leaf: van de poorten gaat r/(r+1) naar de nodes en 1/(r+1) naar boven.</translation>
    </message>
    <message>
        <source>The settings this fabric was generated with. Changing one builds it again; a preview shows what changes before anything is applied.</source>
        <translation>De instellingen waarmee deze fabric is gegenereerd. Wijzigt u er een, dan wordt ze opnieuw opgebouwd; een voorbeeld laat eerst zien wat er verandert.</translation>
    </message>
    <message>
        <source>1 plane</source>
        <translation>1 vlak</translation>
    </message>
    <message>
        <source>2 planes</source>
        <translation>2 vlakken</translation>
    </message>
    <message>
        <source>4 planes</source>
        <translation>4 vlakken</translation>
    </message>
    <message>
        <source>8 planes</source>
        <translation>8 vlakken</translation>
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
        <translation>Compute-fabric (%1)</translation>
    </message>
    <message>
        <source>rail-optimized</source>
        <translation>rail-geoptimaliseerd</translation>
    </message>
    <message>
        <source>fat-tree</source>
        <translation>fat tree</translation>
    </message>
    <message>
        <source>Unknown node type &quot;%1&quot;.</source>
        <translation>Onbekend nodetype &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>Node type %1 has %2 GPUs and %3 NICs; it needs both.</source>
        <translation>Nodetype %1 heeft %2 GPU&apos;s en %3 NIC&apos;s; het heeft beide nodig.</translation>
    </message>
    <message>
        <source>The GPU count must be positive: a %1 node has %2 GPUs, so the smallest valid count is %2.</source>
        <translation>Het aantal GPU&apos;s moet positief zijn: een %1-node heeft %2 GPU&apos;s, dus het kleinste geldige aantal is %2.</translation>
    </message>
    <message>
        <source>%1 GPUs is not a multiple of %2, the GPU count of node type %3: use %4 or %5 GPUs.</source>
        <translation>%1 GPU&apos;s is geen veelvoud van %2, het aantal GPU&apos;s van nodetype %3: gebruik %4 of %5 GPU&apos;s.</translation>
    </message>
    <message>
        <source>%1 GPUs is not a multiple of %2, the GPU count of node type %3: use %4 GPUs.</source>
        <translation>%1 GPU&apos;s is geen veelvoud van %2, het aantal GPU&apos;s van nodetype %3: gebruik %4 GPU&apos;s.</translation>
    </message>
    <message>
        <source>The oversubscription must be a finite ratio r:1 with r of at least 1, not %1.</source>
        <translation>De overboeking moet een eindige verhouding r:1 zijn met r minstens 1, niet %1.</translation>
    </message>
    <message>
        <source>A fabric has 1, 2, 4 or 8 planes, not %1.</source>
        <translation>Een fabric heeft 1, 2, 4 of 8 netwerkvlakken, niet %1.</translation>
    </message>
    <message>
        <source>Node type %1 names an unknown NIC &quot;%2&quot;.</source>
        <translation>Nodetype %1 noemt een onbekende NIC &quot;%2&quot;.</translation>
    </message>
    <message>
        <source>NIC %1 of node type %2 does not support %3, so it cannot join an %3 fabric.</source>
        <translation>NIC %1 van nodetype %2 ondersteunt geen %3 en kan dus niet in een %3-fabric.</translation>
    </message>
    <message>
        <source>The catalogue has no default %1 switch; choose a switch.</source>
        <translation>De catalogus heeft geen standaard-%1-switch; kies een switch.</translation>
    </message>
    <message>
        <source>Unknown switch &quot;%1&quot;.</source>
        <translation>Onbekende switch &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>Switch %1 is an %2 switch; it cannot serve the %3 ports (%4 Gb/s) of NIC %5.</source>
        <translation>Switch %1 is een %2-switch; die kan de %3-poorten (%4 Gb/s) van NIC %5 niet bedienen.</translation>
    </message>
    <message>
        <source>Switch %1 has no %2 Gb/s ports (its modes: %3), so it cannot serve the %2 Gb/s %4 ports of NIC %5.</source>
        <translation>Switch %1 heeft geen poorten van %2 Gb/s (modi: %3) en kan dus de %4-poorten van %2 Gb/s van NIC %5 niet bedienen.</translation>
    </message>
    <message>
        <source>A %1 node has %2 %3 ports, which cannot be split evenly over %4 planes.</source>
        <translation>Een %1-node heeft %2 %3-poorten, en die zijn niet gelijk over %4 vlakken te verdelen.</translation>
    </message>
    <message>
        <source>use a switch with more ports, 2 planes or a higher oversubscription</source>
        <translation>gebruik een switch met meer poorten, 2 vlakken of een hogere overboeking</translation>
    </message>
    <message>
        <source>use a switch with more ports or a higher oversubscription</source>
        <translation>gebruik een switch met meer poorten of een hogere overboeking</translation>
    </message>
    <message numerus="yes">
        <source>%1 GPUs need more than 3 tiers of %2 (%3 ports at %4 Gb/s): 3 tiers hold at most %5 GPUs at %6:1 on %n plane(s); %7.</source>
        <translation>
            <numerusform>%1 GPU&apos;s vragen meer dan 3 lagen %2 (%3 poorten van %4 Gb/s): 3 lagen bieden plaats aan maximaal %5 GPU&apos;s bij %6:1 op %n vlak; %7.</numerusform>
            <numerusform>%1 GPU&apos;s vragen meer dan 3 lagen %2 (%3 poorten van %4 Gb/s): 3 lagen bieden plaats aan maximaal %5 GPU&apos;s bij %6:1 op %n vlakken; %7.</numerusform>
        </translation>
    </message>
    <message>
        <source>With %1:1 oversubscription a leaf of %2 (%3 ports) keeps no uplink; %4 endpoints need more than one switch.</source>
        <translation>Met een overboeking van %1:1 houdt een leaf van %2 (%3 poorten) geen uplink over; %4 eindpunten hebben meer dan één switch nodig.</translation>
    </message>
    <message>
        <source>Fat tree: a %1 node has %2 ports per plane, more than the %3 endpoint ports of a %4 leaf at %5:1.</source>
        <translation>Fat tree: een %1-node heeft %2 poorten per vlak, meer dan de %3 eindpuntpoorten van een %4-leaf bij %5:1.</translation>
    </message>
    <message>
        <source>A unit of %1 leaves cannot hold a whole rack of %2 %3 nodes at %4:1.</source>
        <translation>Een eenheid van %1 leafs biedt geen plaats aan een volledig rack van %2 %3-nodes bij %4:1.</translation>
    </message>
    <message>
        <source>NVLink domain %1</source>
        <translation>NVLink-domein %1</translation>
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
        <translation>Eenheid</translation>
    </message>
    <message>
        <source>Unit %1 (partial)</source>
        <translation>Eenheid %1 (onvolledig)</translation>
    </message>
    <message>
        <source>Core %1.%2%3</source>
        <translation>Core %1.%2%3</translation>
    </message>
    <message>
        <source>Aggregation %1.%2%3</source>
        <translation>Aggregatie %1.%2%3</translation>
    </message>
    <message>
        <source>Pod</source>
        <translation>Pod</translation>
    </message>
    <message>
        <source>Pod %1 (partial)</source>
        <translation>Pod %1 (onvolledig)</translation>
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
        <translation>, %1 vlakken</translation>
    </message>
    <message>
        <source>The plan could not be built into a project.</source>
        <translation>Het plan kon niet tot een project worden uitgewerkt.</translation>
    </message>
    <message>
        <source>Storage fabric (%1)</source>
        <translation>Opslagfabric (%1)</translation>
    </message>
    <message>
        <source>Front-end fabric (%1)</source>
        <translation>Front-endfabric (%1)</translation>
    </message>
    <message>
        <source>Management network (%1)</source>
        <translation>Beheernetwerk (%1)</translation>
    </message>
    <message>
        <source>%1 leaf %2</source>
        <translation>%1-leaf %2</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>Opslag</translation>
    </message>
    <message>
        <source>Front-end</source>
        <translation>Front-end</translation>
    </message>
    <message>
        <source>The catalogue has no %1 switch with %2 Gb/s ports for the %3.</source>
        <translation>De catalogus heeft geen %1-switch met poorten van %2 Gb/s voor de %3.</translation>
    </message>
    <message>
        <source>%1 spine %2</source>
        <translation>%1-spine %2</translation>
    </message>
    <message>
        <source>The catalogue has no management switch (sn2201).</source>
        <translation>De catalogus heeft geen beheerswitch (sn2201).</translation>
    </message>
    <message>
        <source>Management %1</source>
        <translation>Beheer %1</translation>
    </message>
    <message>
        <source>%1 core %2</source>
        <translation>%1-core %2</translation>
    </message>
    <message>
        <source>its %1 node ports in one group need more spines than its largest leaf has uplinks (%2); a smaller repeated group would make three tiers possible</source>
        <translation>de %1 nodepoorten van één groep hebben meer spines nodig dan de grootste leaf uplinks heeft (%2); met een kleinere herhaalde groep zijn drie lagen wel mogelijk</translation>
    </message>
    <message>
        <source>its pods need more cores than their largest spine has uplinks; three tiers cannot connect it to every core of its group</source>
        <translation>de pods hebben meer cores nodig dan hun grootste spine uplinks heeft; drie lagen kunnen die spine niet met elke core van zijn groep verbinden</translation>
    </message>
    <message>
        <source>%1 not built: two tiers of %2 cannot hold it (its %3 leaves need %4 spines, more than the %5 uplinks of its largest leaf) and neither can three: %6.</source>
        <translation>%1 niet gebouwd: twee lagen %2 zijn te klein (de %3 leaves hebben %4 spines nodig, meer dan de %5 uplinks van de grootste leaf) en drie lagen ook: %6.</translation>
    </message>
    <message>
        <source>%1 switch %2</source>
        <translation>%1-switch %2</translation>
    </message>
    <message>
        <source>%1 shared leaf %2</source>
        <translation>%1-leaf %2 (gedeeld)</translation>
    </message>
</context>
<context>
    <name>fp::GroupItem</name>
    <message>
        <source>Double-click or use the + box to expand.</source>
        <translation>Dubbelklik of gebruik het +-vakje om uit te klappen.</translation>
    </message>
    <message>
        <source>Double-click or use the − box to collapse.</source>
        <translation>Dubbelklik of gebruik het −-vakje om in te klappen.</translation>
    </message>
</context>
<context>
    <name>fp::GroupLinkItem</name>
    <message>
        <source>1 link per group copy to this switch</source>
        <translation>1 link per groepskopie naar deze switch</translation>
    </message>
    <message>
        <source>%1 links per group copy to this switch</source>
        <translation>%1 links per groepskopie naar deze switch</translation>
    </message>
</context>
<context>
    <name>fp::Gui</name>
    <message>
        <source>Plan and compare InfiniBand, Ethernet/RoCE and hybrid AI cluster fabrics.</source>
        <translation>Plan en vergelijk InfiniBand-, Ethernet/RoCE- en hybride fabrics voor AI-clusters.</translation>
    </message>
    <message>
        <source>Project to open.</source>
        <translation>Te openen project.</translation>
    </message>
    <message>
        <source>The built-in catalogue is damaged: %1</source>
        <translation>De ingebouwde catalogus is beschadigd: %1</translation>
    </message>
</context>
<context>
    <name>fp::IssuesWidget</name>
    <message>
        <source>Severity</source>
        <translation>Ernst</translation>
    </message>
    <message>
        <source>Issue</source>
        <translation>Melding</translation>
    </message>
    <message>
        <source>Info</source>
        <translation>Info</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Fout</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Waarschuwing</translation>
    </message>
    <message>
        <source>No issues: every invariant of the design holds.</source>
        <translation>Geen meldingen: het ontwerp voldoet aan alle invarianten.</translation>
    </message>
</context>
<context>
    <name>fp::JsonReader</name>
    <message>
        <source>the file is nccl-tests JSON output without any readable result.</source>
        <translation>het bestand is JSON-uitvoer van nccl-tests zonder een enkel leesbaar resultaat.</translation>
    </message>
    <message>
        <source>the JSON output does not say how many GPUs took part; set it before comparing.</source>
        <translation>de JSON-uitvoer vermeldt niet hoeveel GPU&apos;s meededen; vul dat in voordat u vergelijkt.</translation>
    </message>
    <message>
        <source>%1, result %2</source>
        <translation>%1, resultaat %2</translation>
    </message>
    <message>
        <source>the JSON output does not name the test (no args, no experiment name); its rows are kept without an operation.</source>
        <translation>de JSON-uitvoer noemt de test niet (geen args, geen experimentnaam); de rijen worden zonder operatie bewaard.</translation>
    </message>
    <message>
        <source>more than %1 devices: this is not the output of one set of nccl-tests runs.</source>
        <translation>meer dan %1 apparaten: dit is niet de uitvoer van één reeks nccl-tests-runs.</translation>
    </message>
    <message>
        <source>rank</source>
        <translation>rank</translation>
    </message>
    <message>
        <source>0 to %1</source>
        <translation>0 tot %1</translation>
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
        <translation>resultaat %1 is niet volledig (%2); het wordt overgeslagen en de run wordt als onvolledig gemarkeerd.</translation>
    </message>
    <message>
        <source>size</source>
        <translation>grootte</translation>
    </message>
    <message>
        <source>no size</source>
        <translation>geen grootte</translation>
    </message>
    <message>
        <source>count</source>
        <translation>aantal</translation>
    </message>
    <message>
        <source>0 to %1 elements</source>
        <translation>0 tot %1 elementen</translation>
    </message>
    <message>
        <source>root</source>
        <translation>root</translation>
    </message>
    <message>
        <source>-1 to %1</source>
        <translation>-1 tot %1</translation>
    </message>
    <message>
        <source>time, alg_bw or bus_bw missing</source>
        <translation>time, alg_bw of bus_bw ontbreekt</translation>
    </message>
    <message>
        <source>time</source>
        <translation>tijd</translation>
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
        <translation>aantal fouten</translation>
    </message>
    <message>
        <source>average bus bandwidth</source>
        <translation>gemiddelde busbandbreedte</translation>
    </message>
    <message>
        <source>the JSON output has no average bus bandwidth: the run looks cut short and is marked partial.</source>
        <translation>de JSON-uitvoer heeft geen gemiddelde busbandbreedte: de run lijkt afgebroken en wordt als onvolledig gemarkeerd.</translation>
    </message>
    <message>
        <source>out of bounds values</source>
        <translation>waarden buiten de grenzen</translation>
    </message>
    <message>
        <source>the fabric variant was guessed as %1 from the environment setting &quot;%2&quot;; change it if the run was made on another fabric.</source>
        <translation>de fabricvariant is uit de omgevingsinstelling &quot;%2&quot; afgeleid als %1; pas die aan als de run op een andere fabric is gedaan.</translation>
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
        <translation>%1, NIC %2 poort %3</translation>
    </message>
    <message>
        <source>%1 × %2 Gb/s</source>
        <translation>%1 × %2 Gb/s</translation>
    </message>
    <message>
        <source>Cable chosen by length and speed</source>
        <translation>Kabel gekozen op lengte en snelheid</translation>
    </message>
</context>
<context>
    <name>fp::MainWindow</name>
    <message>
        <source>Issues</source>
        <translation>Meldingen</translation>
    </message>
    <message>
        <source>Issues (%1)</source>
        <translation>Meldingen (%1)</translation>
    </message>
    <message>
        <source>About FabricPlanner</source>
        <translation>Over FabricPlanner</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Bestand</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>&amp;Recent geopend</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>Be&amp;werken</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>Beel&amp;d</translation>
    </message>
    <message>
        <source>&amp;Panels</source>
        <translation>&amp;Panelen</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Taal</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>Main toolbar</source>
        <translation>Hoofdwerkbalk</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Nieuw</translation>
    </message>
    <message>
        <source>Start an empty project</source>
        <translation>Een leeg project beginnen</translation>
    </message>
    <message>
        <source>New &amp;design...</source>
        <translation>Nieuw ont&amp;werp...</translation>
    </message>
    <message>
        <source>New design</source>
        <translation>Nieuw ontwerp</translation>
    </message>
    <message>
        <source>Generate a fabric from a few choices (Ctrl+Shift+N)</source>
        <translation>Een fabric genereren uit een paar keuzes (Ctrl+Shift+N)</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>&amp;Openen...</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Openen</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>Op&amp;slaan</translation>
    </message>
    <message>
        <source>Save &amp;as...</source>
        <translation>Opslaan a&amp;ls...</translation>
    </message>
    <message>
        <source>&amp;Export PDF report...</source>
        <translation>PDF-rapport &amp;exporteren...</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Afsluiten</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>K&amp;nippen</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopiëren</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Plakken</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Verwijderen</translation>
    </message>
    <message>
        <source>Select &amp;all</source>
        <translation>&amp;Alles selecteren</translation>
    </message>
    <message>
        <source>&amp;Select and move</source>
        <translation>&amp;Selecteren en verplaatsen</translation>
    </message>
    <message>
        <source>Select</source>
        <translation>Selecteren</translation>
    </message>
    <message>
        <source>Select, move and rubber-band select (V)</source>
        <translation>Selecteren, verplaatsen en met een selectiekader selecteren (V)</translation>
    </message>
    <message>
        <source>Connect</source>
        <translation>Koppelen</translation>
    </message>
    <message>
        <source>Drag from a node or switch to a switch to link them (L). In select mode, drag from a NIC port or a switch&apos;s port bar.</source>
        <translation>Sleep van een node of switch naar een switch om ze te koppelen (L). In de selectiemodus sleept u vanaf een NIC-poort of de poortbalk van een switch.</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;Inzoomen</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>&amp;Uitzoomen</translation>
    </message>
    <message>
        <source>&amp;Fit to window</source>
        <translation>Passend in &amp;venster</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Passend</translation>
    </message>
    <message>
        <source>&amp;Actual size</source>
        <translation>&amp;Werkelijke grootte</translation>
    </message>
    <message>
        <source>&amp;Expand all groups</source>
        <translation>Alle &amp;groepen uitklappen</translation>
    </message>
    <message>
        <source>&amp;Collapse all groups</source>
        <translation>Alle groepen i&amp;nklappen</translation>
    </message>
    <message>
        <source>Show &amp;legend</source>
        <translation>&amp;Legenda tonen</translation>
    </message>
    <message>
        <source>&amp;About FabricPlanner</source>
        <translation>&amp;Over FabricPlanner</translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation>Catalogus</translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>Eigenschappen</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Samenvatting</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Onderwerp</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Waarde</translation>
    </message>
    <message>
        <source>%1[*] - FabricPlanner</source>
        <translation>%1[*] - FabricPlanner</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Ongedaan maken: %1</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Ongedaan maken</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>Opn&amp;ieuw: %1</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Opn&amp;ieuw</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Ongedaan maken</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Opnieuw</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU&apos;s</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Nodes</translation>
    </message>
    <message>
        <source>Technology</source>
        <translation>Technologie</translation>
    </message>
    <message>
        <source>Tiers</source>
        <translation>Lagen</translation>
    </message>
    <message>
        <source>%1 switches</source>
        <translation>%1-switches</translation>
    </message>
    <message>
        <source>Zoom %1 %</source>
        <translation>Zoom %1 %</translation>
    </message>
    <message>
        <source>%1 GPUs, %2 nodes</source>
        <translation>%1 GPU&apos;s, %2 nodes</translation>
    </message>
    <message>
        <source>%1 selected</source>
        <translation>%1 geselecteerd</translation>
    </message>
    <message>
        <source>Cannot open project</source>
        <translation>Kan het project niet openen</translation>
    </message>
    <message>
        <source>Opened &quot;%1&quot;.</source>
        <translation>&quot;%1&quot; geopend.</translation>
    </message>
    <message>
        <source>Cannot save project</source>
        <translation>Kan het project niet opslaan</translation>
    </message>
    <message>
        <source>Saved &quot;%1&quot;.</source>
        <translation>&quot;%1&quot; opgeslagen.</translation>
    </message>
    <message>
        <source>Cannot generate the design</source>
        <translation>Kan het ontwerp niet genereren</translation>
    </message>
    <message>
        <source>Could not write the recovery copy: %1</source>
        <translation>Kon de herstelkopie niet schrijven: %1</translation>
    </message>
    <message>
        <source>Cannot restore the recovery copy</source>
        <translation>Kan de herstelkopie niet terugzetten</translation>
    </message>
    <message>
        <source>Restored unsaved work. Save it to keep it.</source>
        <translation>Niet-opgeslagen werk teruggezet. Sla het op om het te bewaren.</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>Geen recente bestanden</translation>
    </message>
    <message>
        <source>&amp;Clear the list</source>
        <translation>&amp;Lijst wissen</translation>
    </message>
    <message>
        <source>The clipboard holds no usable objects: %1</source>
        <translation>Het klembord bevat geen bruikbare objecten: %1</translation>
    </message>
    <message>
        <source>Cannot export the PDF report</source>
        <translation>Kan het PDF-rapport niet exporteren</translation>
    </message>
    <message numerus="yes">
        <source>Wrote the report &quot;%1&quot; (%n page(s)).</source>
        <translation>
            <numerusform>Rapport &quot;%1&quot; geschreven (%n pagina).</numerusform>
            <numerusform>Rapport &quot;%1&quot; geschreven (%n pagina&apos;s).</numerusform>
        </translation>
    </message>
    <message>
        <source>Write the comparison report for decision makers as a PDF (Ctrl+E)</source>
        <translation>Het vergelijkingsrapport voor besluitvormers als PDF schrijven (Ctrl+E)</translation>
    </message>
    <message>
        <source>Workload, organisation, RoCE tuning and the catalogue figures the analyses use</source>
        <translation>Workload, organisatie, RoCE-afstelling en de cataloguswaarden die de analyses gebruiken</translation>
    </message>
    <message>
        <source>Pro&amp;files and assumptions...</source>
        <translation>P&amp;rofielen en aannames...</translation>
    </message>
    <message>
        <source>Co&amp;nnect</source>
        <translation>Koppe&amp;len</translation>
    </message>
    <message>
        <source>&amp;Import nccl-tests logs...</source>
        <translation>nccl-tests-logs &amp;importeren...</translation>
    </message>
    <message>
        <source>Add measured collective results (nccl-tests output) to set beside the model; logs and folders can also be dropped on the window</source>
        <translation>Gemeten resultaten van collectives (uitvoer van nccl-tests) toevoegen om naast het model te zetten; logs en mappen kunt u ook op het venster neerzetten</translation>
    </message>
    <message>
        <source>Reloaded &quot;%1&quot;.</source>
        <translation>&quot;%1&quot; opnieuw geladen.</translation>
    </message>
    <message>
        <source>The project&apos;s catalogue overrides are not applied, so the shipped catalogue is used: %1</source>
        <translation>De aanpassingen van de catalogus in dit project worden niet toegepast, dus de meegeleverde catalogus wordt gebruikt: %1</translation>
    </message>
    <message>
        <source>Design generated as a new, untitled document. Save it to keep it.</source>
        <translation>Ontwerp gegenereerd als nieuw, naamloos document. Sla het op om het te bewaren.</translation>
    </message>
    <message>
        <source>E&amp;xplore designs...</source>
        <translation>Ontw&amp;erpen verkennen...</translation>
    </message>
    <message>
        <source>The cheapest, fastest and simplest compute fabrics of each technology for this cluster; use one as the design</source>
        <translation>De goedkoopste, snelste en eenvoudigste compute-fabrics van elke technologie voor dit cluster; gebruik er een als ontwerp</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Kan niet exporteren</translation>
    </message>
    <message>
        <source>Wrote &quot;%1&quot;.</source>
        <translation>&quot;%1&quot; geschreven.</translation>
    </message>
    <message>
        <source>Export for o&amp;ther tools</source>
        <translation>Exporteren voor an&amp;dere programma&apos;s</translation>
    </message>
    <message>
        <source>Cannot print the report</source>
        <translation>Het rapport kan niet worden afgedrukt</translation>
    </message>
    <message numerus="yes">
        <source>Sent the report to the printer (%n page(s)).</source>
        <translation>
            <numerusform>Het rapport is naar de printer gestuurd (%n pagina).</numerusform>
            <numerusform>Het rapport is naar de printer gestuurd (%n pagina&apos;s).</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Print report...</source>
        <translation>Rapport a&amp;fdrukken...</translation>
    </message>
    <message>
        <source>Print the comparison report, laid out as the PDF (Ctrl+P)</source>
        <translation>Het vergelijkingsrapport afdrukken, opgemaakt als de PDF (Ctrl+P)</translation>
    </message>
    <message>
        <source>&amp;Manual</source>
        <translation>&amp;Handleiding</translation>
    </message>
    <message>
        <source>A short guide to FabricPlanner (F1)</source>
        <translation>Een korte handleiding bij FabricPlanner (F1)</translation>
    </message>
    <message>
        <source>Show o&amp;verview</source>
        <translation>&amp;Overzicht tonen</translation>
    </message>
    <message>
        <source>A small picture of the whole design in the canvas&apos;s corner while it does not fit; click it to go there</source>
        <translation>Een klein beeld van het hele ontwerp in de hoek van het canvas zolang het er niet in past; klik erop om daarheen te gaan</translation>
    </message>
    <message>
        <source>Export PDF report with &amp;cabling plan...</source>
        <translation>PDF-rapport met &amp;bekabelingsplan exporteren...</translation>
    </message>
    <message>
        <source>The same report with the cabling plan of the design as drawn as its last appendix: one row per cable, for the installers</source>
        <translation>Hetzelfde rapport met als laatste bijlage het bekabelingsplan van het ontwerp zoals getekend: één regel per kabel, voor de installateurs</translation>
    </message>
</context>
<context>
    <name>fp::ManualDialog</name>
    <message>
        <source>FabricPlanner manual</source>
        <translation>Handleiding van FabricPlanner</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>onbekend</translation>
    </message>
    <message>
        <source>Plan and compare InfiniBand, Ethernet/RoCE and hybrid fabrics for AI clusters.</source>
        <translation>Ontwerp en vergelijk InfiniBand-, Ethernet/RoCE- en hybride fabrics voor AI-clusters.</translation>
    </message>
    <message>
        <source>Free software under the GNU General Public License, version 3 or later (GPL-3.0-or-later), without any warranty.</source>
        <translation>Vrije software onder de GNU General Public License, versie 3 of later (GPL-3.0-or-later), zonder enige garantie.</translation>
    </message>
    <message>
        <source>The licence text</source>
        <translation>De licentietekst</translation>
    </message>
    <message>
        <source>Catalog of %1: format version %2, %3 parts, prices of %4.</source>
        <translation>Catalogus van %1: formaatversie %2, %3 onderdelen, prijzen van %4.</translation>
    </message>
    <message>
        <source>unknown date</source>
        <translation>datum onbekend</translation>
    </message>
</context>
<context>
    <name>fp::NewDesignDialog</name>
    <message>
        <source>New design</source>
        <translation>Nieuw ontwerp</translation>
    </message>
    <message>
        <source>Describe the cluster; FabricPlanner builds the fabric with the fewest switch tiers that fit. You can edit everything afterwards.</source>
        <translation>Beschrijf het cluster; FabricPlanner bouwt de fabric met zo min mogelijk switchlagen. Daarna kunt u alles nog aanpassen.</translation>
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
        <translation>Workload en team</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>Plan</translation>
    </message>
    <message>
        <source>Node type</source>
        <translation>Nodetype</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU&apos;s</translation>
    </message>
    <message>
        <source>Technology</source>
        <translation>Technologie</translation>
    </message>
    <message>
        <source>Switch</source>
        <translation>Switch</translation>
    </message>
    <message>
        <source>Topology</source>
        <translation>Topologie</translation>
    </message>
    <message>
        <source>Oversubscription</source>
        <translation>Overboeking</translation>
    </message>
    <message>
        <source>Planes</source>
        <translation>Vlakken</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Workload</translation>
    </message>
    <message>
        <source>Communication share</source>
        <translation>Communicatieaandeel</translation>
    </message>
    <message>
        <source>InfiniBand skills</source>
        <translation>Ervaring met InfiniBand</translation>
    </message>
    <message>
        <source>RoCE skills</source>
        <translation>Ervaring met RoCE</translation>
    </message>
    <message>
        <source>r:1 at the leaf: of its ports, r/(r+1) face the nodes and 1/(r+1) face up.</source>
        <translation>r:1 op de leaf: van de poorten gaat r/(r+1) naar de nodes en 1/(r+1) naar boven.</translation>
    </message>
    <message>
        <source>Share of each training step spent communicating.</source>
        <translation>Deel van elke trainingsstap dat aan communicatie opgaat.</translation>
    </message>
    <message>
        <source>1 plane</source>
        <translation>1 vlak</translation>
    </message>
    <message>
        <source>2 planes</source>
        <translation>2 vlakken</translation>
    </message>
    <message>
        <source>Create design</source>
        <translation>Ontwerp maken</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <source>Default for the technology</source>
        <translation>Standaard voor de technologie</translation>
    </message>
    <message>
        <source>No design fits these choices.</source>
        <translation>Bij deze keuzes past geen ontwerp.</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Nodes</translation>
    </message>
    <message>
        <source>Link speed</source>
        <translation>Linksnelheid</translation>
    </message>
    <message>
        <source>%1 Gb/s</source>
        <translation>%1 Gb/s</translation>
    </message>
    <message>
        <source>Switch ports (radix)</source>
        <translation>Switchpoorten (radix)</translation>
    </message>
    <message>
        <source>Tiers</source>
        <translation>Lagen</translation>
    </message>
    <message>
        <source>%1 switches</source>
        <translation>%1-switches</translation>
    </message>
    <message>
        <source>Node-to-leaf links</source>
        <translation>Links van node naar leaf</translation>
    </message>
    <message>
        <source>Leaf-to-spine links</source>
        <translation>Links van leaf naar spine</translation>
    </message>
    <message>
        <source>Spine-to-core links</source>
        <translation>Links van spine naar core</translation>
    </message>
    <message>
        <source>Scalable units</source>
        <translation>Schaalbare eenheden</translation>
    </message>
    <message>
        <source>%1 of %2 nodes</source>
        <translation>%1 van %2 nodes</translation>
    </message>
    <message>
        <source>Rounded up to whole nodes of %1 GPUs.</source>
        <translation>Afgerond naar boven op hele nodes van %1 GPU&apos;s.</translation>
    </message>
    <message>
        <source>Other networks</source>
        <translation>Overige netwerken</translation>
    </message>
    <message>
        <source>Storage, front-end and management</source>
        <translation>Opslag, front-end en beheer</translation>
    </message>
    <message>
        <source>As in NVIDIA&apos;s SuperPOD designs: a storage fabric on the compute technology, an Ethernet front-end fabric on the node type&apos;s storage NICs and an out-of-band management network, each sized from the catalogue&apos;s assumptions.</source>
        <translation>Zoals in NVIDIA&apos;s SuperPOD-ontwerpen: een opslagfabric op de technologie van de compute-fabric, een Ethernet-front-endfabric op de opslag-NIC&apos;s van het nodetype en een out-of-band beheernetwerk, elk gedimensioneerd met de aannames uit de catalogus.</translation>
    </message>
    <message>
        <source>4 planes</source>
        <translation>4 vlakken</translation>
    </message>
    <message>
        <source>8 planes</source>
        <translation>8 vlakken</translation>
    </message>
</context>
<context>
    <name>fp::NodeItem</name>
    <message>
        <source>%1 GPUs, %2 NICs</source>
        <translation>%1 GPU&apos;s, %2 NIC&apos;s</translation>
    </message>
    <message>
        <source>%1 of %2 NIC ports linked; drag from a free port to a switch to link it.</source>
        <translation>%1 van %2 NIC-poorten gekoppeld; sleep van een vrije poort naar een switch om die te koppelen.</translation>
    </message>
</context>
<context>
    <name>fp::PaletteWidget</name>
    <message>
        <source>not known</source>
        <translation>onbekend</translation>
    </message>
    <message>
        <source>%1 W</source>
        <translation>%1 W</translation>
    </message>
    <message>
        <source>Price (%1)</source>
        <translation>Prijs (%1)</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Stroomverbruik</translation>
    </message>
    <message>
        <source>Search parts</source>
        <translation>Onderdelen zoeken</translation>
    </message>
    <message>
        <source>Drag onto the canvas to add it.</source>
        <translation>Sleep naar het canvas om toe te voegen.</translation>
    </message>
    <message>
        <source>Node types</source>
        <translation>Nodetypes</translation>
    </message>
    <message>
        <source>%1 GPUs, %2 NICs</source>
        <translation>%1 GPU&apos;s, %2 NIC&apos;s</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU&apos;s</translation>
    </message>
    <message>
        <source>NICs</source>
        <translation>NIC&apos;s</translation>
    </message>
    <message>
        <source>NVLink domain</source>
        <translation>NVLink-domein</translation>
    </message>
    <message>
        <source>%1 nodes (%2 GPUs)</source>
        <translation>%1 nodes (%2 GPU&apos;s)</translation>
    </message>
    <message>
        <source>Other power</source>
        <translation>Overig stroomverbruik</translation>
    </message>
    <message>
        <source>Switches</source>
        <translation>Switches</translation>
    </message>
    <message>
        <source>Technology</source>
        <translation>Technologie</translation>
    </message>
    <message>
        <source>Ports</source>
        <translation>Poorten</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>Latentie</translation>
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
        <translation>Subnetmanager</translation>
    </message>
    <message>
        <source>on board</source>
        <translation>ingebouwd</translation>
    </message>
    <message>
        <source>Modes</source>
        <translation>Modi</translation>
    </message>
    <message>
        <source>Host interface</source>
        <translation>Hostinterface</translation>
    </message>
    <message>
        <source>NICs come with a node type.</source>
        <translation>NIC&apos;s horen bij een nodetype.</translation>
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
        <translation>GPU&apos;s horen bij een nodetype.</translation>
    </message>
    <message>
        <source>Cables and optics</source>
        <translation>Kabels en optiek</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Soort</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Snelheid</translation>
    </message>
    <message>
        <source>%1 Gb/s</source>
        <translation>%1 Gb/s</translation>
    </message>
    <message>
        <source>Reach</source>
        <translation>Bereik</translation>
    </message>
    <message>
        <source>%1 m</source>
        <translation>%1 m</translation>
    </message>
    <message>
        <source>Links carried</source>
        <translation>Links per kabel</translation>
    </message>
    <message>
        <source>Use</source>
        <translation>Toepassing</translation>
    </message>
    <message>
        <source>Drop on a link to use this cable for it.</source>
        <translation>Zet neer op een link om deze kabel daarvoor te gebruiken.</translation>
    </message>
    <message>
        <source>No part matches &quot;%1&quot;. Search by name, vendor, speed or technology (InfiniBand, IB, Ethernet, RoCE).</source>
        <translation>Geen onderdeel past bij &quot;%1&quot;. Zoek op naam, leverancier, snelheid of technologie (InfiniBand, IB, Ethernet, RoCE).</translation>
    </message>
    <message>
        <source>%1 GPUs, %2 × %3 ports</source>
        <translation>%1 GPU&apos;s, %2 × %3 poorten</translation>
    </message>
    <message>
        <source>Fabric switches</source>
        <translation>Fabric-switches</translation>
    </message>
    <message>
        <source>Leaf switch</source>
        <translation>Leaf-switch</translation>
    </message>
    <message>
        <source>A switch in the leaf row: the nodes&apos; NICs link to it.</source>
        <translation>Een switch in de leaf-laag: de NIC&apos;s van de nodes worden eraan gekoppeld.</translation>
    </message>
    <message>
        <source>Spine switch</source>
        <translation>Spine-switch</translation>
    </message>
    <message>
        <source>A switch in the spine row: the leaves link up to it.</source>
        <translation>Een switch in de spine-laag: de leafs sluiten er met hun uplinks op aan.</translation>
    </message>
    <message>
        <source>Core switch</source>
        <translation>Core-switch</translation>
    </message>
    <message>
        <source>A switch in the core row: the spines link up to it.</source>
        <translation>Een switch in de core-laag: de spines sluiten er met hun uplinks op aan.</translation>
    </message>
    <message>
        <source>Of the part most used in the design. Drag onto the canvas to add it.</source>
        <translation>Van het switchmodel dat het meest in het ontwerp voorkomt. Sleep naar het canvas om toe te voegen.</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>Hoogte</translation>
    </message>
    <message>
        <source>%1 U</source>
        <translation>%1 U</translation>
    </message>
</context>
<context>
    <name>fp::ProfilesDialog</name>
    <message>
        <source>Source: FabricPlanner&apos;s default (an estimate); set your own. Stored in the project.</source>
        <translation>Bron: standaardwaarde van FabricPlanner (een schatting); vul uw eigen waarde in. Wordt in het project opgeslagen.</translation>
    </message>
    <message>
        <source>Source: entered for this project (the default is %1). Stored in the project.</source>
        <translation>Bron: ingevoerd voor dit project (de standaardwaarde is %1). Wordt in het project opgeslagen.</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Workload</translation>
    </message>
    <message>
        <source>Source: FabricPlanner&apos;s default; set your own. Stored in the project.</source>
        <translation>Bron: standaardwaarde van FabricPlanner; vul uw eigen waarde in. Wordt in het project opgeslagen.</translation>
    </message>
    <message>
        <source>Source: entered for this project. Stored in the project.</source>
        <translation>Bron: ingevoerd voor dit project. Wordt in het project opgeslagen.</translation>
    </message>
    <message>
        <source>Tensor parallel</source>
        <translation>Tensor-parallel</translation>
    </message>
    <message>
        <source>GPUs that split each layer; usually kept inside an NVLink domain.</source>
        <translation>GPU&apos;s die elke laag van het model verdelen; meestal binnen één NVLink-domein gehouden.</translation>
    </message>
    <message>
        <source>Pipeline parallel</source>
        <translation>Pipeline-parallel</translation>
    </message>
    <message>
        <source>Pipeline stages the model is cut into.</source>
        <translation>Pipelinestappen waarin het model is opgedeeld.</translation>
    </message>
    <message>
        <source>Data parallel</source>
        <translation>Data-parallel</translation>
    </message>
    <message>
        <source>Model replicas; 0 means as many as the cluster allows.</source>
        <translation>Kopieën van het model; 0 betekent zoveel als het cluster toelaat.</translation>
    </message>
    <message>
        <source>Expert parallel</source>
        <translation>Expert-parallel</translation>
    </message>
    <message>
        <source>GPUs the experts of a mixture-of-experts model are spread over; more than 1 means all-to-all traffic.</source>
        <translation>GPU&apos;s waarover de experts van een mixture-of-experts-model zijn verdeeld; meer dan 1 betekent all-to-all-verkeer.</translation>
    </message>
    <message>
        <source>Communication share of step time</source>
        <translation>Communicatieaandeel van de staptijd</translation>
    </message>
    <message>
        <source>Share of a training step spent waiting for the network. It sets how much a faster fabric shortens the step; it can be derived from a measured step breakdown.</source>
        <translation>Deel van een trainingsstap dat op het netwerk wordt gewacht. Dit bepaalt hoeveel een snellere fabric de stap verkort; het is af te leiden uit een gemeten opsplitsing van de stap.</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU&apos;s</translation>
    </message>
    <message>
        <source>GPUs per job</source>
        <translation>GPU&apos;s per job</translation>
    </message>
    <message>
        <source>GPUs of the largest job; 0 means the whole cluster.</source>
        <translation>GPU&apos;s van de grootste job; 0 betekent het hele cluster.</translation>
    </message>
    <message>
        <source>InfiniBand skills</source>
        <translation>Ervaring met InfiniBand</translation>
    </message>
    <message>
        <source>How well the team knows InfiniBand (subnet manager, UFM). Feeds the complexity score and the recommendation.</source>
        <translation>Hoe goed het team InfiniBand kent (subnetmanager, UFM). Telt mee in de complexiteitsscore en het advies.</translation>
    </message>
    <message>
        <source>RoCE skills</source>
        <translation>Ervaring met RoCE</translation>
    </message>
    <message>
        <source>How well the team knows lossless Ethernet (PFC, ECN, DCQCN). Feeds the complexity score and the recommendation.</source>
        <translation>Hoe goed het team lossless Ethernet kent (PFC, ECN, DCQCN). Telt mee in de complexiteitsscore en het advies.</translation>
    </message>
    <message>
        <source>Existing Ethernet data centre</source>
        <translation>Bestaand Ethernet-datacenter</translation>
    </message>
    <message>
        <source>Jobs must survive a switch failure</source>
        <translation>Jobs moeten switch-uitval overleven</translation>
    </message>
    <message>
        <source>Growth target in one year</source>
        <translation>Groeidoel over één jaar</translation>
    </message>
    <message>
        <source>GPUs the cluster should have in a year; 0: no target.</source>
        <translation>GPU&apos;s die het cluster over een jaar moet hebben; 0: geen doel.</translation>
    </message>
    <message>
        <source>Growth target in three years</source>
        <translation>Groeidoel over drie jaar</translation>
    </message>
    <message>
        <source>GPUs the cluster should have in three years; 0: no target.</source>
        <translation>GPU&apos;s die het cluster over drie jaar moet hebben; 0: geen doel.</translation>
    </message>
    <message>
        <source>%1/kWh</source>
        <translation>%1/kWh</translation>
    </message>
    <message>
        <source>Energy price</source>
        <translation>Energieprijs</translation>
    </message>
    <message>
        <source>Price of a kilowatt-hour, for the energy cost and the TCO.</source>
        <translation>Prijs van een kilowattuur, voor de energiekosten en de TCO.</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>Power usage effectiveness of the site: the network&apos;s power is multiplied by it for cooling and distribution.</source>
        <translation>Power usage effectiveness van de locatie: het stroomverbruik van het netwerk wordt ermee vermenigvuldigd voor koeling en distributie.</translation>
    </message>
    <message>
        <source>years</source>
        <translation>jaar</translation>
    </message>
    <message>
        <source>Depreciation period</source>
        <translation>Afschrijvingstermijn</translation>
    </message>
    <message>
        <source>Years the network is written off over; the TCO covers them.</source>
        <translation>Aantal jaren waarover het netwerk wordt afgeschreven; de TCO beslaat die jaren.</translation>
    </message>
    <message>
        <source>% of capital cost per year</source>
        <translation>% van de aanschafkosten per jaar</translation>
    </message>
    <message>
        <source>Support</source>
        <translation>Ondersteuning</translation>
    </message>
    <message>
        <source>Yearly vendor support and maintenance as a share of the capital cost.</source>
        <translation>Jaarlijkse ondersteuning en onderhoud door de leverancier als aandeel van de aanschafkosten.</translation>
    </message>
    <message>
        <source>% of network parts</source>
        <translation>% van de netwerkonderdelen</translation>
    </message>
    <message>
        <source>Spares</source>
        <translation>Reserveonderdelen</translation>
    </message>
    <message>
        <source>Spare switches, NICs, optics and cables as a share of the parts.</source>
        <translation>Reserveswitches, -NIC&apos;s, -optiek en -kabels als aandeel van de onderdelen.</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Valuta</translation>
    </message>
    <message>
        <source>ISO code the money figures are shown in. The catalogue prices are in EUR; a different code relabels them, it does not convert.</source>
        <translation>ISO-code waarin bedragen worden getoond. De lijstprijzen zijn in EUR; een andere code verandert alleen het label, er wordt niet omgerekend.</translation>
    </message>
    <message>
        <source>How each Ethernet fabric carries RoCE. The efficiency of the collectives follows from it (catalogue assumptions roce-efficiency-*); an untuned compute fabric is flagged in the issues list.</source>
        <translation>Hoe elke Ethernet-fabric RoCE draagt. De efficiëntie van de collectives volgt daaruit (catalogusaannames roce-efficiency-*); een niet-afgestelde compute-fabric wordt in de meldingenlijst gemeld.</translation>
    </message>
    <message>
        <source>Efficiency relative to InfiniBand: %1 (%2)</source>
        <translation>Efficiëntie ten opzichte van InfiniBand: %1 (%2)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>The design has no Ethernet fabric.</source>
        <translation>Het ontwerp heeft geen Ethernet-fabric.</translation>
    </message>
    <message>
        <source>The catalogue figures the analyses use, with their tag and source. Double-click a value to enter your own: it is stored in the project, tagged as your figure.</source>
        <translation>De cataloguswaarden die de analyses gebruiken, met tag en bron. Dubbelklik op een waarde om uw eigen waarde in te voeren: die wordt in het project opgeslagen, met de tag eigen waarde.</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Gegeven</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Waarde</translation>
    </message>
    <message>
        <source>Tag</source>
        <translation>Tag</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Bron</translation>
    </message>
    <message>
        <source>Restore the catalogue value</source>
        <translation>Cataloguswaarde herstellen</translation>
    </message>
    <message>
        <source>not known: %1</source>
        <translation>onbekend: %1</translation>
    </message>
    <message>
        <source>Model assumptions</source>
        <translation>Modelaannames</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>price (EUR)</source>
        <translation>prijs (EUR)</translation>
    </message>
    <message>
        <source>Switches</source>
        <translation>Switches</translation>
    </message>
    <message>
        <source>Switch latencies</source>
        <translation>Switchlatenties</translation>
    </message>
    <message>
        <source>%1: latency per hop (ns)</source>
        <translation>%1: latentie per hop (ns)</translation>
    </message>
    <message>
        <source>NICs</source>
        <translation>NIC&apos;s</translation>
    </message>
    <message>
        <source>Cables and optics</source>
        <translation>Kabels en optiek</translation>
    </message>
    <message>
        <source>Node types (without GPUs and NICs)</source>
        <translation>Nodetypes (zonder GPU&apos;s en NIC&apos;s)</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>onbekend</translation>
    </message>
    <message>
        <source>Entered by the user</source>
        <translation>Ingevoerd door de gebruiker</translation>
    </message>
    <message>
        <source>The weights of the management complexity score. They are FabricPlanner&apos;s estimates (no published scale exists), the same for every project, and are shown here so that the score can be checked. Each factor earns between 0 and its weight; the weights add up to 100.</source>
        <translation>De gewichten van de score voor beheercomplexiteit. Het zijn schattingen van FabricPlanner (er bestaat geen gepubliceerde schaal), gelijk voor elk project, en ze staan hier zodat de score te controleren is. Elke factor levert tussen 0 en zijn gewicht op; samen tellen de gewichten op tot 100.</translation>
    </message>
    <message>
        <source>Factor</source>
        <translation>Factor</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Gewicht</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>Betekenis</translation>
    </message>
    <message>
        <source>Managed devices</source>
        <translation>Beheerde apparaten</translation>
    </message>
    <message>
        <source>Switches and appliances to look after; full weight at %1 devices (the effort flattens with scale).</source>
        <translation>Te beheren switches en appliances; vol gewicht bij %1 apparaten (de inspanning vlakt af met de schaal).</translation>
    </message>
    <message>
        <source>Extra technology</source>
        <translation>Extra technologie</translation>
    </message>
    <message>
        <source>Per fabric technology beyond the first: two change processes, spare pools and tool sets.</source>
        <translation>Per fabrictechnologie naast de eerste: twee wijzigingsprocessen, voorraden reserveonderdelen en sets tools.</translation>
    </message>
    <message>
        <source>Vendors</source>
        <translation>Leveranciers</translation>
    </message>
    <message>
        <source>Switch and NIC vendors; full weight at %1 vendors.</source>
        <translation>Leveranciers van switches en NIC&apos;s; vol gewicht bij %1 leveranciers.</translation>
    </message>
    <message>
        <source>Lossless Ethernet</source>
        <translation>Lossless Ethernet</translation>
    </message>
    <message>
        <source>RoCE fabrics only: %1 % for having a lossless class at all (PFC, ECN, DCQCN, buffer headroom), the rest growing with RoCE ports up to %2.</source>
        <translation>Alleen RoCE-fabrics: %1 % voor het hebben van een lossless verkeersklasse (PFC, ECN, DCQCN, buffer-headroom), de rest groeit met het aantal RoCE-poorten tot %2.</translation>
    </message>
    <message>
        <source>Subnet manager</source>
        <translation>Subnetmanager</translation>
    </message>
    <message>
        <source>InfiniBand: an on-board subnet manager earns %1 % of the weight, external UFM appliances all of it.</source>
        <translation>InfiniBand: een ingebouwde subnetmanager levert %1 % van het gewicht op, externe UFM-appliances het volle gewicht.</translation>
    </message>
    <message>
        <source>Skill gap</source>
        <translation>Gebrek aan ervaring</translation>
    </message>
    <message>
        <source>Per technology in use: no skills earn the full weight, some skills %1 %, experts nothing (organisation profile).</source>
        <translation>Per gebruikte technologie: geen ervaring levert het volle gewicht op, enige ervaring %1 %, ruime ervaring niets (organisatieprofiel).</translation>
    </message>
    <message>
        <source>Cables and transceivers to look after; full weight at %1.</source>
        <translation>Te beheren kabels en transceivers; vol gewicht bij %1.</translation>
    </message>
    <message>
        <source>Tooling and monitoring</source>
        <translation>Beheertools en monitoring</translation>
    </message>
    <message>
        <source>Per technology in use: UFM and fabric telemetry, PFC/ECN counters, plain Ethernet monitoring.</source>
        <translation>Per gebruikte technologie: UFM en fabrictelemetrie, PFC/ECN-tellers, gewone Ethernet-bewaking.</translation>
    </message>
    <message>
        <source>Profiles and assumptions</source>
        <translation>Profielen en aannames</translation>
    </message>
    <message>
        <source>Organisation</source>
        <translation>Organisatie</translation>
    </message>
    <message>
        <source>Fabrics</source>
        <translation>Fabrics</translation>
    </message>
    <message>
        <source>Catalog figures</source>
        <translation>Cataloguswaarden</translation>
    </message>
    <message>
        <source>Complexity weights</source>
        <translation>Complexiteitsgewichten</translation>
    </message>
    <message>
        <source>&lt;b&gt;Measurements&lt;/b&gt;</source>
        <translation>&lt;b&gt;Metingen&lt;/b&gt;</translation>
    </message>
    <message numerus="yes">
        <source>Use the figures fitted to %n measured run(s)</source>
        <translation>
            <numerusform>De waarden gebruiken die op %n gemeten run zijn gefit</numerusform>
            <numerusform>De waarden gebruiken die op %n gemeten runs zijn gefit</numerusform>
        </translation>
    </message>
    <message>
        <source>The collectives of the %1 variant then use the latency and bus bandwidth fitted to the imported nccl-tests runs (alpha-beta model, Thakur, Rabenseifner and Gropp 2005) instead of the catalogue&apos;s efficiency assumptions; the analysis says so.</source>
        <translation>De collectives van de variant %1 gebruiken dan de latentie en busbandbreedte die op de geïmporteerde nccl-tests-runs zijn gefit (alfa-bètamodel, Thakur, Rabenseifner en Gropp 2005) in plaats van de efficiëntie-aannames uit de catalogus; de analyse vermeldt dat.</translation>
    </message>
    <message>
        <source>billion</source>
        <translation>miljard</translation>
    </message>
    <message>
        <source>Model parameters</source>
        <translation>Modelparameters</translation>
    </message>
    <message>
        <source>Weights of the model trained; 0 means no model plan, and the step time is not modelled.</source>
        <translation>Gewichten van het getrainde model; 0 betekent geen modelplan, en dan wordt de staptijd niet gemodelleerd.</translation>
    </message>
    <message>
        <source>Active parameters</source>
        <translation>Actieve parameters</translation>
    </message>
    <message>
        <source>Parameters one token passes through (mixture of experts); 0 means all.</source>
        <translation>Parameters waar één token doorheen gaat (mixture of experts); 0 betekent alle.</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Lagen</translation>
    </message>
    <message>
        <source>Transformer layers.</source>
        <translation>Transformerlagen.</translation>
    </message>
    <message>
        <source>Hidden size</source>
        <translation>Verborgen dimensie</translation>
    </message>
    <message>
        <source>Model dimension h.</source>
        <translation>Modeldimensie h.</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>Sequentielengte</translation>
    </message>
    <message>
        <source>Tokens per sequence.</source>
        <translation>Tokens per sequentie.</translation>
    </message>
    <message>
        <source>Micro-batch</source>
        <translation>Microbatch</translation>
    </message>
    <message>
        <source>Sequences per micro-batch.</source>
        <translation>Sequenties per microbatch.</translation>
    </message>
    <message>
        <source>Global batch</source>
        <translation>Globale batch</translation>
    </message>
    <message>
        <source>Sequences per optimizer step.</source>
        <translation>Sequenties per optimalisatiestap.</translation>
    </message>
    <message>
        <source>Bytes per value</source>
        <translation>Bytes per waarde</translation>
    </message>
    <message>
        <source>Bytes of an activation or gradient value: 2 for BF16.</source>
        <translation>Bytes van een activatie- of gradiëntwaarde: 2 voor BF16.</translation>
    </message>
    <message>
        <source>Experts per token</source>
        <translation>Experts per token</translation>
    </message>
    <message>
        <source>Top-k of a mixture-of-experts model; 0 for a dense model.</source>
        <translation>Top-k van een mixture-of-expertsmodel; 0 voor een dicht model.</translation>
    </message>
    <message>
        <source>Pipeline interleave</source>
        <translation>Pijplijn-interleaving</translation>
    </message>
    <message>
        <source>Model chunks per pipeline stage (interleaved schedule); 1 without.</source>
        <translation>Modeldelen per pijplijnfase (interleaved schema); 1 zonder.</translation>
    </message>
    <message>
        <source>What the cluster mostly runs. The recommendation values each variant&apos;s speed with the collective that stands for it: the all-reduce of training and HPC, the all-to-all of inference.</source>
        <translation>Wat het cluster vooral draait. Het advies waardeert de snelheid van elke variant met de collective die daarvoor staat: de all-reduce van training en HPC, de all-to-all van inferentie.</translation>
    </message>
    <message>
        <source>The site already runs Ethernet (tools, spares, people): in the recommendation, every fabric on Ethernet integrates with it (Ethernet/RoCE and the hybrid&apos;s storage and front-end).</source>
        <translation>Op de locatie wordt al Ethernet gebruikt (tools, reserveonderdelen, mensen): in het advies sluit elke fabric op Ethernet daarop aan (Ethernet/RoCE en de opslag en front-end van de hybride variant).</translation>
    </message>
    <message>
        <source>A running job must keep going when any one switch fails: a requirement of the recommendation. The issues list warns when the design does not meet it.</source>
        <translation>Een lopende job moet doorgaan als één willekeurige switch uitvalt: een eis van het advies. De meldingenlijst waarschuwt als het ontwerp daar niet aan voldoet.</translation>
    </message>
    <message>
        <source>Network capex budget</source>
        <translation>Budget voor aanschafkosten netwerk</translation>
    </message>
    <message>
        <source>Requirement: the network&apos;s capital cost is at most this; 0: no budget. A variant above it is marked and recommended only when every variant fails a requirement.</source>
        <translation>Eis: de aanschafkosten van het netwerk zijn hooguit dit bedrag; 0: geen budget. Een variant die erboven zit, wordt gemarkeerd en alleen geadviseerd als elke variant een eis niet haalt.</translation>
    </message>
    <message>
        <source>GB/s</source>
        <translation>GB/s</translation>
    </message>
    <message>
        <source>Minimum job all-reduce bus bandwidth</source>
        <translation>Minimale busbandbreedte all-reduce van een job</translation>
    </message>
    <message>
        <source>Requirement: the job&apos;s all-reduce at the workload&apos;s largest collective size reaches at least this bus bandwidth; 0: none.</source>
        <translation>Eis: de all-reduce van de job bij de grootste collective-grootte van de workload haalt minstens deze busbandbreedte; 0: geen eis.</translation>
    </message>
    <message>
        <source>Weight of performance value</source>
        <translation>Gewicht van de prestatiewaarde</translation>
    </message>
    <message>
        <source>The step-time difference as money: GPU-hours a year at the catalogue&apos;s cost per GPU-hour.</source>
        <translation>Het verschil in staptijd in geld: GPU-uren per jaar tegen de kosten per GPU-uur uit de catalogus.</translation>
    </message>
    <message>
        <source>Weight of network TCO</source>
        <translation>Gewicht van de netwerk-TCO</translation>
    </message>
    <message>
        <source>Capital cost plus energy and support over the depreciation period.</source>
        <translation>Aanschafkosten plus energie en ondersteuning over de afschrijvingstermijn.</translation>
    </message>
    <message>
        <source>Weight of management complexity</source>
        <translation>Gewicht van de beheercomplexiteit</translation>
    </message>
    <message>
        <source>The complexity score, the team&apos;s skill gap included.</source>
        <translation>De complexiteitsscore, inclusief het gebrek aan ervaring in het team.</translation>
    </message>
    <message>
        <source>Weight of integration with the existing network</source>
        <translation>Gewicht van de aansluiting op het bestaande netwerk</translation>
    </message>
    <message>
        <source>With an existing Ethernet data centre: the share of fabrics on Ethernet.</source>
        <translation>Bij een bestaand Ethernet-datacenter: het aandeel van de fabrics op Ethernet.</translation>
    </message>
    <message>
        <source>Weight of vendor diversity</source>
        <translation>Gewicht van de leveranciersspreiding</translation>
    </message>
    <message>
        <source>Switch vendors to choose from for each fabric&apos;s technology.</source>
        <translation>Keuze aan switchleveranciers voor de technologie van elke fabric.</translation>
    </message>
    <message>
        <source>Weight of risk</source>
        <translation>Gewicht van het risico</translation>
    </message>
    <message>
        <source>RoCE bandwidth at stake if the team does not reach the modelled tuning.</source>
        <translation>RoCE-bandbreedte die op het spel staat als het team de gemodelleerde afstelling niet haalt.</translation>
    </message>
    <message>
        <source>Each criterion gives every variant 0 to 10 points; the mean weighted by these weights decides.</source>
        <translation>Elk criterium geeft elke variant 0 tot 10 punten; het met deze gewichten gewogen gemiddelde beslist.</translation>
    </message>
    <message>
        <source>Requirements and decision</source>
        <translation>Eisen en advies</translation>
    </message>
    <message>
        <source>Changes the cable lengths of links without a length of their own; off: the catalogue&apos;s per-tier defaults, 10/30/60 m.</source>
        <translation>Bepaalt de kabellengte van links zonder eigen lengte; uit: de standaardlengtes per laag uit de catalogus, 10/30/60 m.</translation>
    </message>
    <message>
        <source>Lay out the floor</source>
        <translation>Vloerindeling gebruiken</translation>
    </message>
    <message>
        <source>On: racks stand in rows and each cable run is measured along the racks and across the rows. Off: every link without a length of its own takes the catalogue&apos;s default length of its tier.</source>
        <translation>Aan: de racks staan in rijen en elke kabelroute wordt langs de racks en dwars over de rijen gemeten. Uit: elke link zonder eigen lengte krijgt de standaardlengte van zijn laag uit de catalogus.</translation>
    </message>
    <message>
        <source>m</source>
        <translation>m</translation>
    </message>
    <message>
        <source>Racks per row</source>
        <translation>Racks per rij</translation>
    </message>
    <message>
        <source>Racks side by side in a row, the network racks included.</source>
        <translation>Racks naast elkaar in één rij, netwerkracks meegerekend.</translation>
    </message>
    <message>
        <source>Rack width</source>
        <translation>Rackbreedte</translation>
    </message>
    <message>
        <source>The width of one rack; 0.6 m is a 600 mm rack.</source>
        <translation>De breedte van één rack; 0,6 m is een rack van 600 mm.</translation>
    </message>
    <message>
        <source>Row pitch</source>
        <translation>Rijafstand</translation>
    </message>
    <message>
        <source>From row to row, centre to centre: a rack and a shared aisle.</source>
        <translation>Van rij tot rij, hart op hart: een rack plus een gedeeld gangpad.</translation>
    </message>
    <message>
        <source>Rise</source>
        <translation>Stijghoogte</translation>
    </message>
    <message>
        <source>At each end of a run: from the port up to the cable tray.</source>
        <translation>Aan elk eind van een kabelroute: van de poort omhoog naar de kabelgoot.</translation>
    </message>
    <message>
        <source>Slack</source>
        <translation>Reservelengte</translation>
    </message>
    <message>
        <source>Added to every run: service loop and bends.</source>
        <translation>Bij elke kabelroute opgeteld: servicelus en bochten.</translation>
    </message>
    <message>
        <source>In the middle of the floor</source>
        <translation>Midden op de vloer</translation>
    </message>
    <message>
        <source>At the end of the rows</source>
        <translation>Aan het eind van de rijen</translation>
    </message>
    <message>
        <source>Spine and core racks</source>
        <translation>Racks voor spine en core</translation>
    </message>
    <message>
        <source>Where the network racks of the spine and core switches stand: in the middle of the floor or at the end of the rows.</source>
        <translation>Waar de netwerkracks met de spine- en core-switches staan: midden op de vloer of aan het eind van de rijen.</translation>
    </message>
    <message>
        <source>Floor layout</source>
        <translation>Vloerindeling</translation>
    </message>
    <message>
        <source>Compare each technology at its best</source>
        <translation>Elke technologie in haar beste vorm vergelijken</translation>
    </message>
    <message>
        <source>On: before the comparison, the InfiniBand, Ethernet/RoCE and hybrid variants each get the cheapest compute fabric of their technology that meets the requirements, found by the design search (switch model, tiers, planes, topology, oversubscription). Off: each is the design&apos;s compute fabric as generated, moved to the technology. The design as drawn is never changed.</source>
        <translation>Aan: vóór de vergelijking krijgen de varianten InfiniBand, Ethernet/RoCE en hybride elk de goedkoopste compute-fabric van hun technologie die aan de eisen voldoet, gevonden door de ontwerpzoektocht (switchmodel, lagen, vlakken, topologie, overboeking). Uit: elke variant is de compute-fabric van het ontwerp zoals gegenereerd, overgezet naar die technologie. Het ontwerp zoals getekend verandert nooit.</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Stroomverbruik</translation>
    </message>
    <message>
        <source>%1: power (W)</source>
        <translation>%1: stroomverbruik (W)</translation>
    </message>
    <message>
        <source>This cluster&apos;s own cost per GPU-hour</source>
        <translation>Eigen kosten van dit cluster per GPU-uur</translation>
    </message>
    <message>
        <source>The price of a GPU-hour (gpu-hour-cost-eur)</source>
        <translation>Prijs van een GPU-uur (gpu-hour-cost-eur)</translation>
    </message>
    <message>
        <source>Value GPU time lost at</source>
        <translation>Verloren GPU-tijd waarderen tegen</translation>
    </message>
    <message>
        <source>What a GPU-hour that a slower network loses is worth, in the step-time rows and the performance criterion. Own cost: the design&apos;s capital cost over the depreciation years, energy and network support, per GPU-hour (what building the lost capacity costs). Price: the assumption gpu-hour-cost-eur, a rental price, for an owner who would otherwise rent.</source>
        <translation>Wat een GPU-uur waard is dat door een trager netwerk verloren gaat, in de staptijdregels en het prestatiecriterium. Eigen kosten: de aanschafkosten van het ontwerp over de afschrijvingsjaren, energie en netwerkondersteuning, per GPU-uur (wat het kost om de verloren capaciteit erbij te bouwen). Prijs: de aanname gpu-hour-cost-eur, een huurprijs, voor een eigenaar die anders GPU-tijd zou huren.</translation>
    </message>
</context>
<context>
    <name>fp::ProjectDocument</name>
    <message>
        <source>Untitled</source>
        <translation>Naamloos</translation>
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
        <translation>het id mag niet 0 zijn</translation>
    </message>
    <message>
        <source>id %1 is already used by another object</source>
        <translation>id %1 is al in gebruik door een ander object</translation>
    </message>
    <message>
        <source>id %1 is not below the project&apos;s next id %2</source>
        <translation>id %1 is niet lager dan het volgende id %2 van het project</translation>
    </message>
    <message>
        <source>no group has id %1</source>
        <translation>geen enkele groep heeft id %1</translation>
    </message>
    <message>
        <source>no fabric has id %1</source>
        <translation>geen enkele fabric heeft id %1</translation>
    </message>
    <message>
        <source>no node has id %1</source>
        <translation>geen enkele node heeft id %1</translation>
    </message>
    <message>
        <source>a link end at a node needs a NIC index &gt;= 0, not %1</source>
        <translation>een linkeinde bij een node heeft een NIC-index &gt;= 0 nodig, niet %1</translation>
    </message>
    <message>
        <source>a link end at a switch has NIC index -1, not %1</source>
        <translation>een linkeinde bij een switch heeft NIC-index -1, niet %1</translation>
    </message>
    <message>
        <source>no node or switch has id %1</source>
        <translation>geen enkele node of switch heeft id %1</translation>
    </message>
    <message>
        <source>must be at least 1</source>
        <translation>moet minstens 1 zijn</translation>
    </message>
    <message>
        <source>node %1 is listed twice</source>
        <translation>node %1 staat er twee keer in</translation>
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
        <translation>rij %1</translation>
    </message>
    <message>
        <source>table %1, %2</source>
        <translation>tabel %1, %2</translation>
    </message>
    <message>
        <source>table %1, %2, column %3</source>
        <translation>tabel %1, %2, kolom %3</translation>
    </message>
    <message>
        <source>not an integer</source>
        <translation>geen geheel getal</translation>
    </message>
    <message>
        <source>not a number</source>
        <translation>geen getal</translation>
    </message>
    <message>
        <source>not a text</source>
        <translation>geen tekst</translation>
    </message>
    <message>
        <source>missing (NULL)</source>
        <translation>ontbreekt (NULL)</translation>
    </message>
    <message>
        <source>%1 is not from %2 to %3</source>
        <translation>%1 ligt niet tussen %2 en %3</translation>
    </message>
    <message>
        <source>unknown value &quot;%1&quot;</source>
        <translation>onbekende waarde &quot;%1&quot;</translation>
    </message>
    <message>
        <source>table %1 cannot be read: %2</source>
        <translation>tabel %1 kan niet worden gelezen: %2</translation>
    </message>
    <message>
        <source>table %1: has %2 rows instead of one</source>
        <translation>tabel %1: heeft %2 rijen in plaats van één</translation>
    </message>
    <message>
        <source>not valid JSON: %1</source>
        <translation>geen geldige JSON: %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is stored twice</source>
        <translation>&quot;%1&quot; is twee keer opgeslagen</translation>
    </message>
    <message>
        <source>no NVLink domain has id %1</source>
        <translation>geen enkel NVLink-domein heeft id %1</translation>
    </message>
    <message>
        <source>Cannot open &quot;%1&quot;: the folder &quot;%2&quot; does not exist.</source>
        <translation>Kan &quot;%1&quot; niet openen: de map &quot;%2&quot; bestaat niet.</translation>
    </message>
    <message>
        <source>Cannot open &quot;%1&quot;: the file does not exist.</source>
        <translation>Kan &quot;%1&quot; niet openen: het bestand bestaat niet.</translation>
    </message>
    <message>
        <source>Cannot open &quot;%1&quot;: it is a folder, not a project file.</source>
        <translation>Kan &quot;%1&quot; niet openen: het is een map, geen projectbestand.</translation>
    </message>
    <message>
        <source>Cannot open &quot;%1&quot;: %2</source>
        <translation>Kan &quot;%1&quot; niet openen: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a FabricPlanner project: the file is empty.</source>
        <translation>&quot;%1&quot; is geen FabricPlanner-project: het bestand is leeg.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a FabricPlanner project: it is not an SQLite database.</source>
        <translation>&quot;%1&quot; is geen FabricPlanner-project: het is geen SQLite-database.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is damaged: the file is truncated (%2 bytes, shorter than its header).</source>
        <translation>&quot;%1&quot; is beschadigd: het bestand is afgekapt (%2 bytes, korter dan de header).</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is damaged: its header is invalid (page size %2).</source>
        <translation>&quot;%1&quot; is beschadigd: de header is ongeldig (paginagrootte %2).</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is damaged: the file is truncated (%2 bytes, expected %3).</source>
        <translation>&quot;%1&quot; is beschadigd: het bestand is afgekapt (%2 bytes, verwacht: %3).</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is damaged: %2</source>
        <translation>&quot;%1&quot; is beschadigd: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a FabricPlanner project: it is an SQLite database of another program (application id %2).</source>
        <translation>&quot;%1&quot; is geen FabricPlanner-project: het is een SQLite-database van een ander programma (application id %2).</translation>
    </message>
    <message>
        <source> (FabricPlanner %1)</source>
        <translation> (FabricPlanner %1)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; was saved by a newer version of FabricPlanner%2 in file format version %3; this version (%4) reads file format versions up to %5. Update FabricPlanner to open it.</source>
        <translation>&quot;%1&quot; is opgeslagen door een nieuwere versie van FabricPlanner%2 in bestandsformaatversie %3; deze versie (%4) leest bestandsformaatversies tot en met %5. Werk FabricPlanner bij om het te openen.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is damaged: it has no schema (version 0).</source>
        <translation>&quot;%1&quot; is beschadigd: er is geen schema (versie 0).</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is damaged: the database integrity check failed (%2).</source>
        <translation>&quot;%1&quot; is beschadigd: de integriteitscontrole van de database is mislukt (%2).</translation>
    </message>
    <message>
        <source>Cannot open &quot;%1&quot;: no room for a temporary copy to upgrade it in.</source>
        <translation>Kan &quot;%1&quot; niet openen: er is geen ruimte voor een tijdelijke kopie om het in bij te werken.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be upgraded from file format version %2 to %3: %4</source>
        <translation>&quot;%1&quot; kan niet worden bijgewerkt van bestandsformaatversie %2 naar %3: %4</translation>
    </message>
    <message>
        <source>Cannot save &quot;%1&quot;: %2</source>
        <translation>Kan &quot;%1&quot; niet opslaan: %2</translation>
    </message>
    <message>
        <source>the project is invalid: %1</source>
        <translation>het project is ongeldig: %1</translation>
    </message>
    <message>
        <source>the Qt SQLite driver (QSQLITE) is not installed.</source>
        <translation>het Qt-SQLite-stuurprogramma (QSQLITE) is niet geïnstalleerd.</translation>
    </message>
    <message>
        <source>the folder &quot;%1&quot; does not exist.</source>
        <translation>de map &quot;%1&quot; bestaat niet.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a folder.</source>
        <translation>&quot;%1&quot; is geen map.</translation>
    </message>
    <message>
        <source>a folder of that name exists.</source>
        <translation>er bestaat al een map met die naam.</translation>
    </message>
    <message>
        <source>the file is read-only.</source>
        <translation>het bestand is alleen-lezen.</translation>
    </message>
    <message>
        <source>cannot create a file in the folder &quot;%1&quot;: %2.</source>
        <translation>kan geen bestand aanmaken in de map &quot;%1&quot;: %2.</translation>
    </message>
    <message>
        <source>the file was written but the folder could not be synced: %1.</source>
        <translation>het bestand is geschreven, maar de map kon niet worden gesynchroniseerd: %1.</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>ontbreekt</translation>
    </message>
    <message>
        <source>not an object</source>
        <translation>geen object</translation>
    </message>
    <message>
        <source>not an array</source>
        <translation>geen array</translation>
    </message>
    <message>
        <source>not a string</source>
        <translation>geen tekst</translation>
    </message>
    <message>
        <source>not true or false</source>
        <translation>niet true of false</translation>
    </message>
    <message>
        <source>not a whole number from %1 to %2</source>
        <translation>geen geheel getal van %1 tot en met %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a FabricPlanner project</source>
        <translation>&quot;%1&quot; is geen FabricPlanner-project</translation>
    </message>
    <message>
        <source>format version %1 is not supported (this version reads %2)</source>
        <translation>formaatversie %1 wordt niet ondersteund (deze versie leest %2)</translation>
    </message>
    <message>
        <source>not an object or null</source>
        <translation>geen object of null</translation>
    </message>
    <message>
        <source>unknown variant &quot;%1&quot;</source>
        <translation>onbekende variant &quot;%1&quot;</translation>
    </message>
    <message>
        <source>variant &quot;%1&quot; is listed twice</source>
        <translation>variant &quot;%1&quot; staat er twee keer in</translation>
    </message>
    <message>
        <source>Cannot open &quot;%1&quot;: it is not a regular file (a pipe, device or socket).</source>
        <translation>Kan &quot;%1&quot; niet openen: het is geen gewoon bestand (maar een pipe, apparaat of socket).</translation>
    </message>
    <message>
        <source>cannot keep the previous version as &quot;%1&quot;: %2</source>
        <translation>kan de vorige versie niet bewaren als &quot;%1&quot;: %2</translation>
    </message>
    <message>
        <source>it is not a regular file (a pipe, device or socket).</source>
        <translation>het is geen gewoon bestand (maar een pipe, apparaat of socket).</translation>
    </message>
    <message>
        <source>the design with its groups repeated has %1 %2; at most %3 are allowed</source>
        <translation>het ontwerp met herhaalde groepen heeft %1 %2; hoogstens %3 zijn toegestaan</translation>
    </message>
    <message>
        <source>nodes and switches</source>
        <translation>nodes en switches</translation>
    </message>
    <message>
        <source>links</source>
        <translation>links</translation>
    </message>
    <message>
        <source>the column %1 is missing</source>
        <translation>de kolom %1 ontbreekt</translation>
    </message>
    <message>
        <source>Cannot open &quot;%1&quot;: the Qt SQLite driver (QSQLITE) is not installed.</source>
        <translation>Kan &quot;%1&quot; niet openen: het Qt-SQLite-stuurprogramma (QSQLITE) is niet geïnstalleerd.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has invalid content: %2</source>
        <translation>&quot;%1&quot; heeft ongeldige inhoud: %2</translation>
    </message>
    <message>
        <source>the file has other names (hard links) that would keep the old version; save it under a new name, or remove its other names first.</source>
        <translation>het bestand heeft nog andere namen (hardlinks) die de oude versie zouden houden; sla het op onder een nieuwe naam of verwijder eerst de andere namen.</translation>
    </message>
</context>
<context>
    <name>fp::PropertiesWidget</name>
    <message>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Workload</translation>
    </message>
    <message>
        <source>Communication share</source>
        <translation>Communicatieaandeel</translation>
    </message>
    <message>
        <source>InfiniBand skills</source>
        <translation>Ervaring met InfiniBand</translation>
    </message>
    <message>
        <source>RoCE skills</source>
        <translation>Ervaring met RoCE</translation>
    </message>
    <message>
        <source>Share of each training step spent communicating.</source>
        <translation>Deel van elke trainingsstap dat aan communicatie opgaat.</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Naamloos</translation>
    </message>
    <message>
        <source>Select an object on the canvas to edit it. Drag parts from the catalogue to add them; drag from a NIC port or a switch&apos;s port bar to a switch to link them.</source>
        <translation>Selecteer een object op het canvas om het te bewerken. Sleep onderdelen uit de catalogus om ze toe te voegen; sleep van een NIC-poort of de poortbalk van een switch naar een switch om ze te koppelen.</translation>
    </message>
    <message>
        <source>Node type</source>
        <translation>Nodetype</translation>
    </message>
    <message>
        <source>Switch type</source>
        <translation>Switchtype</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Rol</translation>
    </message>
    <message>
        <source>Bundle</source>
        <translation>Bundel</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Snelheid</translation>
    </message>
    <message>
        <source>Cable</source>
        <translation>Kabel</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Lengte</translation>
    </message>
    <message>
        <source> links</source>
        <translation> links</translation>
    </message>
    <message>
        <source>Parallel links between the same two ends.</source>
        <translation>Parallelle links tussen dezelfde twee uiteinden.</translation>
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
        <translation>Standaard voor de laag</translation>
    </message>
    <message>
        <source>Repeat</source>
        <translation>Herhaling</translation>
    </message>
    <message>
        <source>Collapsed</source>
        <translation>Ingeklapt</translation>
    </message>
    <message>
        <source>Draw as one block</source>
        <translation>Als één blok tekenen</translation>
    </message>
    <message>
        <source>How many copies of this group the design has.</source>
        <translation>Hoeveel kopieën van deze groep het ontwerp heeft.</translation>
    </message>
    <message>
        <source>Automatic (by length and speed)</source>
        <translation>Automatisch (op lengte en snelheid)</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>Project</translation>
    </message>
    <message>
        <source>%1 objects selected</source>
        <translation>%1 objecten geselecteerd</translation>
    </message>
    <message>
        <source>Select objects of one kind to edit them together.</source>
        <translation>Selecteer objecten van één soort om ze samen te bewerken.</translation>
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
        <translation>%1 GPU&apos;s, %2 NIC&apos;s</translation>
    </message>
    <message>
        <source>In group &quot;%1&quot; (× %2)</source>
        <translation>In groep &quot;%1&quot; (× %2)</translation>
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
        <translation>Fabric: %1&lt;br&gt;Poorten in gebruik: %2 van %3 op %4 Gb/s</translation>
    </message>
    <message>
        <source>none</source>
        <translation>geen</translation>
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
        <translation>%1, NIC %2 poort %3</translation>
    </message>
    <message>
        <source>From %1&lt;br&gt;to %2</source>
        <translation>Van %1&lt;br&gt;naar %2</translation>
    </message>
    <message>
        <source>Changes apply to all %1 selected links.</source>
        <translation>Wijzigingen gelden voor alle %1 geselecteerde links.</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Groep</translation>
    </message>
    <message>
        <source>%1 groups</source>
        <translation>%1 groepen</translation>
    </message>
    <message>
        <source>Drawn once; the design holds %1 copies.</source>
        <translation>Eén keer getekend; het ontwerp bevat %1 kopieën.</translation>
    </message>
    <message>
        <source>Fabric &quot;%1&quot; in the project</source>
        <translation>Fabric &quot;%1&quot; in het project</translation>
    </message>
    <message>
        <source> link</source>
        <translation> link</translation>
    </message>
</context>
<context>
    <name>fp::Recovery</name>
    <message>
        <source>Cannot create the recovery folder &quot;%1&quot;.</source>
        <translation>Kan de herstelmap &quot;%1&quot; niet aanmaken.</translation>
    </message>
    <message>
        <source>Cannot lock the recovery copy.</source>
        <translation>Kan de herstelkopie niet vergrendelen.</translation>
    </message>
</context>
<context>
    <name>fp::RegenerateDialog</name>
    <message>
        <source>Regenerate the fabric</source>
        <translation>Fabric opnieuw genereren</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Toepassen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <source>%1:1</source>
        <translation>%1:1</translation>
    </message>
    <message>
        <source>The fabric is built again with the new settings. What changes:</source>
        <translation>De fabric wordt met de nieuwe instellingen opnieuw opgebouwd. Dit verandert er:</translation>
    </message>
    <message>
        <source>Technology</source>
        <translation>Technologie</translation>
    </message>
    <message>
        <source>Switch</source>
        <translation>Switch</translation>
    </message>
    <message>
        <source>Default for the technology</source>
        <translation>Standaard voor de technologie</translation>
    </message>
    <message>
        <source>Topology</source>
        <translation>Topologie</translation>
    </message>
    <message>
        <source>Oversubscription</source>
        <translation>Overboeking</translation>
    </message>
    <message>
        <source>Planes</source>
        <translation>Vlakken</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU&apos;s</translation>
    </message>
    <message>
        <source>Switches</source>
        <translation>Switches</translation>
    </message>
    <message>
        <source>Links</source>
        <translation>Links</translation>
    </message>
    <message>
        <source>at least %1</source>
        <translation>minstens %1</translation>
    </message>
    <message>
        <source>Network capital cost</source>
        <translation>Aanschafkosten netwerk</translation>
    </message>
    <message>
        <source>These settings cannot be built:</source>
        <translation>Met deze instellingen is geen ontwerp te maken:</translation>
    </message>
    <message>
        <source>Hand edits dropped</source>
        <translation>Handmatige wijzigingen die vervallen</translation>
    </message>
    <message>
        <source>None: the fabric is as it was generated.</source>
        <translation>Geen: de fabric is nog zoals ze is gegenereerd.</translation>
    </message>
    <message>
        <source>Hand edits kept</source>
        <translation>Handmatige wijzigingen die blijven</translation>
    </message>
    <message>
        <source>Profiles, requirements, catalogue values, measurements and fabrics drawn by hand stay as they are. Apply is one step: Undo brings the design back.</source>
        <translation>Profielen, eisen, cataloguswaarden, metingen en met de hand getekende fabrics blijven zoals ze zijn. Toepassen is één stap: met Ongedaan maken krijgt u het ontwerp terug.</translation>
    </message>
    <message>
        <source>Project name</source>
        <translation>Projectnaam</translation>
    </message>
</context>
<context>
    <name>fp::Report</name>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nee</translation>
    </message>
    <message>
        <source>(recommended)</source>
        <translation>(advies)</translation>
    </message>
    <message>
        <source>node to leaf</source>
        <translation>node naar leaf</translation>
    </message>
    <message>
        <source>leaf to spine</source>
        <translation>leaf naar spine</translation>
    </message>
    <message>
        <source>spine to core</source>
        <translation>spine naar core</translation>
    </message>
    <message>
        <source>%1, %2 m</source>
        <translation>%1, %2 m</translation>
    </message>
    <message>
        <source>switch side</source>
        <translation>switchzijde</translation>
    </message>
    <message>
        <source>node side</source>
        <translation>nodezijde</translation>
    </message>
    <message>
        <source>NVIDIA UFM Enterprise appliance</source>
        <translation>NVIDIA UFM Enterprise-appliance</translation>
    </message>
    <message>
        <source>Switch tiers</source>
        <translation>Switchlagen</translation>
    </message>
    <message>
        <source>Switches</source>
        <translation>Switches</translation>
    </message>
    <message>
        <source>Injection per GPU (Gb/s)</source>
        <translation>Injectiebandbreedte per GPU (Gb/s)</translation>
    </message>
    <message>
        <source>Bisection bandwidth (Tb/s)</source>
        <translation>Bisectiebandbreedte (Tb/s)</translation>
    </message>
    <message>
        <source>Oversubscription</source>
        <translation>Overboeking</translation>
    </message>
    <message>
        <source>All-reduce bus bandwidth, %1 (GB/s)</source>
        <translation>Busbandbreedte all-reduce, %1 (GB/s)</translation>
    </message>
    <message>
        <source>All-to-all time, %1 (ms)</source>
        <translation>Tijd all-to-all, %1 (ms)</translation>
    </message>
    <message>
        <source>Network capital cost</source>
        <translation>Aanschafkosten netwerk</translation>
    </message>
    <message>
        <source>Network cost per GPU</source>
        <translation>Netwerkkosten per GPU</translation>
    </message>
    <message>
        <source>Network share of cluster cost</source>
        <translation>Aandeel netwerk in clusterkosten</translation>
    </message>
    <message>
        <source>Network power (kW)</source>
        <translation>Stroomverbruik netwerk (kW)</translation>
    </message>
    <message>
        <source>Energy per year (MWh, with PUE)</source>
        <translation>Energie per jaar (MWh, met PUE)</translation>
    </message>
    <message>
        <source>Energy cost per year</source>
        <translation>Energiekosten per jaar</translation>
    </message>
    <message>
        <source>TCO over %1 years</source>
        <translation>TCO over %1 jaar</translation>
    </message>
    <message>
        <source>Management complexity (0-100)</source>
        <translation>Beheercomplexiteit (0-100)</translation>
    </message>
    <message>
        <source>Worst switch failure: GPUs cut off</source>
        <translation>Ergste switch-uitval: onbereikbare GPU&apos;s</translation>
    </message>
    <message>
        <source>Worst switch failure: bandwidth lost</source>
        <translation>Ergste switch-uitval: verloren bandbreedte</translation>
    </message>
    <message>
        <source>A cluster-wide job survives it</source>
        <translation>Clusterbrede job overleeft dit</translation>
    </message>
    <message>
        <source>GPUs before another tier is needed</source>
        <translation>GPU&apos;s voordat er een extra laag nodig is</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Samenvatting</translation>
    </message>
    <message>
        <source>Recommendation: %1</source>
        <translation>Advies: %1</translation>
    </message>
    <message>
        <source>Main reasons</source>
        <translation>Belangrijkste redenen</translation>
    </message>
    <message>
        <source>What would change the answer</source>
        <translation>Wanneer het advies anders uitvalt</translation>
    </message>
    <message>
        <source>Key figures</source>
        <translation>Kerncijfers</translation>
    </message>
    <message>
        <source>The design</source>
        <translation>Het ontwerp</translation>
    </message>
    <message>
        <source>Fabrics of the design as drawn</source>
        <translation>Fabrics van het getekende ontwerp</translation>
    </message>
    <message>
        <source>Fabric</source>
        <translation>Fabric</translation>
    </message>
    <message>
        <source>Technology</source>
        <translation>Technologie</translation>
    </message>
    <message>
        <source>Purpose</source>
        <translation>Functie</translation>
    </message>
    <message>
        <source>Tiers</source>
        <translation>Lagen</translation>
    </message>
    <message>
        <source>Switches per tier</source>
        <translation>Switches per laag</translation>
    </message>
    <message>
        <source>Links per tier</source>
        <translation>Links per laag</translation>
    </message>
    <message>
        <source>Per tier: leaf first, then spine, then core. A link is one port-speed connection.</source>
        <translation>Per laag: eerst leaf, dan spine, dan core. Een link is één verbinding op poortsnelheid.</translation>
    </message>
    <message>
        <source>Comparison of the variants</source>
        <translation>Vergelijking van de varianten</translation>
    </message>
    <message>
        <source>Points to check</source>
        <translation>Aandachtspunten</translation>
    </message>
    <message>
        <source>Message size</source>
        <translation>Berichtgrootte</translation>
    </message>
    <message>
        <source>Bus bandwidth (GB/s)</source>
        <translation>Busbandbreedte (GB/s)</translation>
    </message>
    <message>
        <source>Measured (%1)</source>
        <translation>Gemeten (%1)</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Gemeten</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Grafieken</translation>
    </message>
    <message>
        <source>Network cost per variant</source>
        <translation>Netwerkkosten per variant</translation>
    </message>
    <message>
        <source>%1 million</source>
        <translation>%1 mln</translation>
    </message>
    <message>
        <source>Capital cost</source>
        <translation>Aanschafkosten</translation>
    </message>
    <message>
        <source>Capital cost of the network and its total cost of ownership (energy with PUE and support added), in millions of %1.</source>
        <translation>Aanschafkosten van het netwerk en de totale eigendomskosten (TCO: inclusief energie, met PUE, en ondersteuning), in %1 mln.</translation>
    </message>
    <message>
        <source>Management complexity per variant</source>
        <translation>Beheercomplexiteit per variant</translation>
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
        <translation>Een hogere score betekent meer beheerlast: apparaten, technologieën, lossless Ethernet, subnetmanagers, gebrek aan ervaring, kabels en tools (zie &quot;Beheercomplexiteit&quot;).</translation>
    </message>
    <message>
        <source>All-reduce bus bandwidth against message size, %1 GPUs</source>
        <translation>Busbandbreedte van all-reduce per berichtgrootte, %1 GPU&apos;s</translation>
    </message>
    <message>
        <source>Lines: the model for the whole cluster. Markers without a line: imported nccl-tests measurements (they may use fewer GPUs; see &quot;Measurements&quot;).</source>
        <translation>Lijnen: het model voor het hele cluster. Markeringen zonder lijn: geïmporteerde metingen van nccl-tests (die kunnen minder GPU&apos;s gebruiken; zie &quot;Metingen&quot;).</translation>
    </message>
    <message>
        <source>The model for the whole cluster; the message size axis is logarithmic. No measurements have been imported.</source>
        <translation>Het model voor het hele cluster; de as met de berichtgrootte is logaritmisch. Er zijn geen metingen geïmporteerd.</translation>
    </message>
    <message>
        <source>All-to-all bus bandwidth against message size, %1 GPUs</source>
        <translation>Busbandbreedte van all-to-all per berichtgrootte, %1 GPU&apos;s</translation>
    </message>
    <message>
        <source>All-to-all crosses the bisection of the fabric: it shows the effect of oversubscription and of the technology&apos;s efficiency.</source>
        <translation>All-to-all-verkeer loopt over de bisectie van de fabric: de grafiek toont het effect van overboeking en van de efficiëntie van de technologie.</translation>
    </message>
    <message>
        <source>Bills of materials</source>
        <translation>Stuklijsten</translation>
    </message>
    <message>
        <source>Part</source>
        <translation>Onderdeel</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Categorie</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>Detail</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Aantal</translation>
    </message>
    <message>
        <source>Unit price</source>
        <translation>Stuksprijs</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totaal</translation>
    </message>
    <message>
        <source>Power (W)</source>
        <translation>Stroomverbruik (W)</translation>
    </message>
    <message>
        <source>Management complexity</source>
        <translation>Beheercomplexiteit</translation>
    </message>
    <message>
        <source>A score from 0 to 100 made of named factors, each earning up to its weight. The weights are editable assumptions of this project; the sentences below give the figures behind each factor.</source>
        <translation>Een score van 0 tot 100, opgebouwd uit factoren die elk maximaal hun gewicht bijdragen. De gewichten zijn aanpasbare aannames van dit project; de zinnen hieronder geven de cijfers achter elke factor.</translation>
    </message>
    <message>
        <source>Factor (weight)</source>
        <translation>Factor (gewicht)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>RoCE configuration checklist</source>
        <translation>Checklist voor de RoCE-configuratie</translation>
    </message>
    <message>
        <source>An Ethernet fabric carries RDMA well only when it is engineered for it: a lossless traffic class with PFC, ECN marking and congestion control, trusted DSCP markings and enough buffer headroom per port, configured the same on every switch and NIC. These are the settings this design needs.</source>
        <translation>Een Ethernet-fabric is alleen geschikt voor RDMA als die daar specifiek voor is ingericht: een lossless verkeersklasse met PFC, ECN-markering en congestiebeheersing, vertrouwde DSCP-markeringen en voldoende buffer-headroom per poort, op elke switch en NIC gelijk geconfigureerd. Dit zijn de instellingen die dit ontwerp nodig heeft.</translation>
    </message>
    <message>
        <source>No variant of this design runs RoCE: nothing to set.</source>
        <translation>Geen enkele variant van dit ontwerp draait RoCE: er is niets in te stellen.</translation>
    </message>
    <message>
        <source>Setting</source>
        <translation>Instelling</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Waarde</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Bron</translation>
    </message>
    <message>
        <source>Resilience and growth</source>
        <translation>Uitvalbestendigheid en groei</translation>
    </message>
    <message>
        <source>Worst link failure: GPUs cut off</source>
        <translation>Ergste linkuitval: onbereikbare GPU&apos;s</translation>
    </message>
    <message>
        <source>Worst link failure: bandwidth lost</source>
        <translation>Ergste linkuitval: verloren bandbreedte</translation>
    </message>
    <message>
        <source>Free switch ports</source>
        <translation>Vrije switchpoorten</translation>
    </message>
    <message>
        <source>GPUs addable before another spine</source>
        <translation>GPU&apos;s toe te voegen zonder extra spine</translation>
    </message>
    <message>
        <source>Next increment (GPUs)</source>
        <translation>Volgende uitbreidingsstap (GPU&apos;s)</translation>
    </message>
    <message>
        <source>Cost of the next increment</source>
        <translation>Kosten van de volgende uitbreidingsstap</translation>
    </message>
    <message>
        <source>Cost per GPU steps up at (GPUs)</source>
        <translation>Kostensprong per GPU bij (aantal GPU&apos;s)</translation>
    </message>
    <message>
        <source>%1 GPUs (target, year %2): tiers</source>
        <translation>%1 GPU&apos;s (doel, jaar %2): lagen</translation>
    </message>
    <message>
        <source>%1 GPUs (target, year %2): network capital cost</source>
        <translation>%1 GPU&apos;s (doel, jaar %2): aanschafkosten netwerk</translation>
    </message>
    <message>
        <source>Assumptions and sources</source>
        <translation>Aannames en bronnen</translation>
    </message>
    <message>
        <source>Part or assumption</source>
        <translation>Onderdeel of aanname</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Grootheid</translation>
    </message>
    <message>
        <source>Tag</source>
        <translation>Tag</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>Jaar</translation>
    </message>
    <message>
        <source>Project assumptions</source>
        <translation>Projectaannames</translation>
    </message>
    <message>
        <source>Assumption</source>
        <translation>Aanname</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Workload</translation>
    </message>
    <message>
        <source>Share of step time spent communicating</source>
        <translation>Aandeel van de staptijd aan communicatie</translation>
    </message>
    <message>
        <source>Parallelism (tensor / pipeline / expert)</source>
        <translation>Parallellisme (tensor / pipeline / expert)</translation>
    </message>
    <message>
        <source>GPUs per job</source>
        <translation>GPU&apos;s per job</translation>
    </message>
    <message>
        <source>the whole cluster</source>
        <translation>het hele cluster</translation>
    </message>
    <message>
        <source>Team experience with InfiniBand</source>
        <translation>Ervaring van het team met InfiniBand</translation>
    </message>
    <message>
        <source>Team experience with RoCE</source>
        <translation>Ervaring van het team met RoCE</translation>
    </message>
    <message>
        <source>Existing Ethernet data-centre network</source>
        <translation>Bestaand Ethernet-datacenternetwerk</translation>
    </message>
    <message>
        <source>A job must survive any single switch failure</source>
        <translation>Een job moet de uitval van elke willekeurige switch overleven</translation>
    </message>
    <message>
        <source>GPUs in one year</source>
        <translation>Aantal GPU&apos;s over één jaar</translation>
    </message>
    <message>
        <source>GPUs in three years</source>
        <translation>Aantal GPU&apos;s over drie jaar</translation>
    </message>
    <message>
        <source>Energy price</source>
        <translation>Energieprijs</translation>
    </message>
    <message>
        <source>%1 per kWh</source>
        <translation>%1 per kWh</translation>
    </message>
    <message>
        <source>PUE (cooling overhead)</source>
        <translation>PUE (totaal verbruik / IT-verbruik)</translation>
    </message>
    <message>
        <source>Depreciation period</source>
        <translation>Afschrijvingstermijn</translation>
    </message>
    <message>
        <source>%1 years</source>
        <translation>%1 jaar</translation>
    </message>
    <message>
        <source>Support per year, share of capital cost</source>
        <translation>Ondersteuning per jaar, als aandeel van de aanschafkosten</translation>
    </message>
    <message>
        <source>Spares, share of network parts</source>
        <translation>Reserveonderdelen, aandeel van de netwerkonderdelen</translation>
    </message>
    <message>
        <source>Measurements</source>
        <translation>Metingen</translation>
    </message>
    <message>
        <source>Results imported from nccl-tests logs, beside the model for the same operation, size and number of GPUs on the variant measured (the design as drawn when the log does not say).</source>
        <translation>Resultaten uit logs van nccl-tests, naast het model voor dezelfde operatie, berichtgrootte en hetzelfde aantal GPU&apos;s op de gemeten variant (het getekende ontwerp als de log dat niet vermeldt).</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variant</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>Operatie</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU&apos;s</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Berichtgrootte</translation>
    </message>
    <message>
        <source>Time (µs)</source>
        <translation>Tijd (µs)</translation>
    </message>
    <message>
        <source>Measured busbw (GB/s)</source>
        <translation>Gemeten busbw (GB/s)</translation>
    </message>
    <message>
        <source>Model busbw (GB/s)</source>
        <translation>Busbw volgens model (GB/s)</translation>
    </message>
    <message>
        <source>not stated</source>
        <translation>niet vermeld</translation>
    </message>
    <message>
        <source>Fabric comparison report</source>
        <translation>Vergelijking van netwerkfabrics</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Inhoud</translation>
    </message>
    <message>
        <source> (continued)</source>
        <translation> (vervolg)</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Pagina %1 van %2</translation>
    </message>
    <message>
        <source>InfiniBand, Ethernet/RoCE and hybrid compared</source>
        <translation>InfiniBand, Ethernet/RoCE en hybride vergeleken</translation>
    </message>
    <message>
        <source>Untitled project</source>
        <translation>Naamloos project</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Auteur</translation>
    </message>
    <message>
        <source>%1 GPUs in %2 nodes</source>
        <translation>%1 GPU&apos;s in %2 nodes</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Prijs</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Stroomverbruik</translation>
    </message>
    <message>
        <source>NVLink bandwidth</source>
        <translation>NVLink-bandbreedte</translation>
    </message>
    <message>
        <source>Latency per hop</source>
        <translation>Latentie per hop</translation>
    </message>
    <message>
        <source>Reach</source>
        <translation>Bereik</translation>
    </message>
    <message>
        <source>Other power</source>
        <translation>Overig stroomverbruik</translation>
    </message>
    <message>
        <source>Maximum power</source>
        <translation>Maximaal stroomverbruik</translation>
    </message>
    <message>
        <source>Buffer</source>
        <translation>Buffer</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>onbekend</translation>
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
        <translation>Het PDF-rapport heeft het grafische deel van Qt nodig (een QGuiApplication); dit programma heeft dat niet gestart.</translation>
    </message>
    <message>
        <source>The PDF could not be started.</source>
        <translation>Het PDF-bestand kon niet worden aangemaakt.</translation>
    </message>
    <message>
        <source>Cannot write the report to &quot;%1&quot;: %2</source>
        <translation>Kan het rapport niet naar &quot;%1&quot; schrijven: %2</translation>
    </message>
    <message>
        <source>%1 (%2 of %3 points)</source>
        <translation>%1 (%2 van %3 punten)</translation>
    </message>
    <message>
        <source>Switches per tier, from the leaves up: %1.</source>
        <translation>Switches per laag, van de leafs naar boven: %1.</translation>
    </message>
    <message>
        <source>invalid</source>
        <translation>ongeldig</translation>
    </message>
    <message>
        <source>No recommendation: the design breaks a rule of the model or a figure is not a finite number of at least 0.</source>
        <translation>Geen advies: het ontwerp overtreedt een regel van het model of een getal is niet eindig en minstens 0.</translation>
    </message>
    <message>
        <source>Why none</source>
        <translation>Waarom geen advies</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>onbekend</translation>
    </message>
    <message>
        <source>%1 + unknown</source>
        <translation>%1 + onbekend</translation>
    </message>
    <message>
        <source>Training step time (seconds)</source>
        <translation>Staptijd training (seconden)</translation>
    </message>
    <message>
        <source>Exposed communication per year</source>
        <translation>Kosten van niet-overlappende communicatie per jaar</translation>
    </message>
    <message>
        <source>Performance value</source>
        <translation>Prestatiewaarde</translation>
    </message>
    <message>
        <source>Network TCO</source>
        <translation>Netwerk-TCO</translation>
    </message>
    <message>
        <source>Integration with the existing network</source>
        <translation>Aansluiting op het bestaande netwerk</translation>
    </message>
    <message>
        <source>Vendor diversity</source>
        <translation>Leveranciersspreiding</translation>
    </message>
    <message>
        <source>Risk</source>
        <translation>Risico</translation>
    </message>
    <message>
        <source>Criterion</source>
        <translation>Criterium</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Gewicht</translation>
    </message>
    <message>
        <source>Weighted total (0-10)</source>
        <translation>Gewogen totaal (0-10)</translation>
    </message>
    <message>
        <source>Scoring table (points 0-10, the best 10; the weighted total decides)</source>
        <translation>Scoretabel (punten 0-10, de beste 10; het gewogen totaal beslist)</translation>
    </message>
    <message>
        <source>%1 capex</source>
        <translation>%1 aanschaf</translation>
    </message>
    <message>
        <source>%1 opex</source>
        <translation>%1 exploitatie</translation>
    </message>
    <message>
        <source>%1 TCO to date</source>
        <translation>%1 cumulatieve TCO</translation>
    </message>
    <message>
        <source>Network TCO along the growth plan</source>
        <translation>Netwerk-TCO volgens het groeiplan</translation>
    </message>
    <message>
        <source>Year %1</source>
        <translation>Jaar %1</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Nu</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Bereik</translation>
    </message>
    <message>
        <source>Lead at low</source>
        <translation>Voorsprong bij ondergrens</translation>
    </message>
    <message>
        <source>Lead at high</source>
        <translation>Voorsprong bij bovengrens</translation>
    </message>
    <message>
        <source>Changes at</source>
        <translation>Omslag bij</translation>
    </message>
    <message>
        <source>not in range</source>
        <translation>niet binnen bereik</translation>
    </message>
    <message>
        <source>Lead of %1 when one assumption changes</source>
        <translation>Voorsprong van %1 als één aanname verandert</translation>
    </message>
    <message>
        <source>Lead in points (0-10 scale)</source>
        <translation>Voorsprong in punten (schaal 0-10)</translation>
    </message>
    <message>
        <source>At the low end</source>
        <translation>Bij de ondergrens</translation>
    </message>
    <message>
        <source>At the high end</source>
        <translation>Bij de bovengrens</translation>
    </message>
    <message>
        <source>TCO along the growth plan</source>
        <translation>TCO volgens het groeiplan</translation>
    </message>
    <message>
        <source>The organisation profile sets no 1- or 3-year target: the table shows the design now over the depreciation period, year by year.</source>
        <translation>Het project noemt geen groeidoel over 1 of 3 jaar: de tabel toont het huidige ontwerp over de afschrijvingstermijn, jaar voor jaar.</translation>
    </message>
    <message>
        <source>Network TCO per year, in millions</source>
        <translation>Netwerk-TCO per jaar, in miljoenen</translation>
    </message>
    <message>
        <source>Cumulative network TCO at the end of each year of the plan.</source>
        <translation>Cumulatieve netwerk-TCO aan het eind van elk jaar van het plan.</translation>
    </message>
    <message>
        <source>Sensitivity</source>
        <translation>Gevoeligheidsanalyse</translation>
    </message>
    <message>
        <source>Each assumption below is set to the low and the high end of its range while the others stay as they are, and the decision is taken again. The bars show the lead in points of %1 over the best other variant; a bar left of zero means another variant would then be recommended. The last column gives the value, nearest to the current one, at which the recommendation changes.</source>
        <translation>Elke aanname hieronder is op de onder- en bovengrens van het bereik gezet terwijl de andere blijven zoals ze zijn, en de afweging is opnieuw gemaakt. De balken tonen de voorsprong in punten van %1 op de beste andere variant; een balk links van nul betekent dat dan een andere variant het advies wordt. De laatste kolom geeft de waarde, het dichtst bij de huidige, waarbij het advies omslaat.</translation>
    </message>
    <message>
        <source>Sensitivity of the recommendation</source>
        <translation>Gevoeligheid van het advies</translation>
    </message>
    <message>
        <source>Part number</source>
        <translation>Onderdeelnummer</translation>
    </message>
    <message>
        <source>Which network should connect the %1 GPUs in %2 nodes of this cluster for %3: InfiniBand, Ethernet with RoCE, or a hybrid of the two?</source>
        <translation>Welk netwerk moet de %1 GPU&apos;s in %2 nodes van dit cluster voor %3 verbinden: InfiniBand, Ethernet met RoCE of een hybride combinatie van beide?</translation>
    </message>
    <message>
        <source>The cluster is planned to grow to %1 GPUs within one year and to %2 GPUs within three years.</source>
        <translation>Het cluster groeit volgens plan binnen een jaar naar %1 GPU&apos;s en binnen drie jaar naar %2 GPU&apos;s.</translation>
    </message>
    <message>
        <source>The cluster is planned to grow to %1 GPUs within three years.</source>
        <translation>Het cluster groeit volgens plan binnen drie jaar naar %1 GPU&apos;s.</translation>
    </message>
    <message>
        <source>The cluster is planned to grow to %1 GPUs within one year.</source>
        <translation>Het cluster groeit volgens plan binnen een jaar naar %1 GPU&apos;s.</translation>
    </message>
    <message>
        <source>A job survives any single switch failure</source>
        <translation>Een job overleeft de uitval van één willekeurige switch</translation>
    </message>
    <message>
        <source>Network capital cost within the budget</source>
        <translation>Aanschafkosten van het netwerk binnen het budget</translation>
    </message>
    <message>
        <source>Minimum all-reduce bus bandwidth of a job</source>
        <translation>Minimale all-reduce-busbandbreedte van een job</translation>
    </message>
    <message>
        <source>met by %1 (%2), not by every option.</source>
        <translation>%1 voldoet hieraan (%2), maar niet elke optie.</translation>
    </message>
    <message>
        <source>no option meets it. On %1: %2</source>
        <translation>geen enkele optie voldoet hieraan. Voor %1 geldt: %2</translation>
    </message>
    <message>
        <source>not met by %1 (%2); met by %3.</source>
        <translation>%1 voldoet hier niet aan (%2); %3 wel.</translation>
    </message>
    <message>
        <source>Requirement not met</source>
        <translation>Niet voldaan aan een eis</translation>
    </message>
    <message>
        <source>Requirements not met</source>
        <translation>Niet voldaan aan meerdere eisen</translation>
    </message>
    <message>
        <source>Requirements: %1 meets every requirement set (%2).</source>
        <translation>Eisen: %1 voldoet aan alle gestelde eisen (%2).</translation>
    </message>
    <message>
        <source>Requirements: the project sets no mandatory requirement (budget, availability or bandwidth); the choice rests on the weighted criteria alone.</source>
        <translation>Eisen: geen harde eisen (budget, beschikbaarheid, bandbreedte); de gewogen criteria beslissen.</translation>
    </message>
    <message>
        <source>%1 per GPU-hour</source>
        <translation>%1 per GPU-uur</translation>
    </message>
    <message>
        <source>The advice holds as long as the %1 stays above %2 (now %3); below that, %4 would be recommended.</source>
        <translation>Het advies blijft gelden bij %1 boven %2 (nu %3); daaronder verdient %4 de voorkeur.</translation>
    </message>
    <message>
        <source>The advice holds as long as the %1 stays below %2 (now %3); above that, %4 would be recommended.</source>
        <translation>Het advies blijft gelden bij %1 onder %2 (nu %3); daarboven verdient %4 de voorkeur.</translation>
    </message>
    <message>
        <source>The advice holds over the whole range tested of every assumption in the sensitivity analysis.</source>
        <translation>Het advies blijft staan over het hele onderzochte bereik van elke aanname in de gevoeligheidsanalyse.</translation>
    </message>
    <message>
        <source>+%1 points</source>
        <translation>+%1 punten</translation>
    </message>
    <message>
        <source>Performance: a training step of %1 against %2 on %3 (%4).</source>
        <translation>Prestaties: een trainingsstap van %1 tegen %2 bij %3 (%4).</translation>
    </message>
    <message>
        <source>Performance: the shorter estimated training step (%1).</source>
        <translation>Prestaties: de naar schatting kortere trainingsstap (%1).</translation>
    </message>
    <message>
        <source>Operations: a management complexity of %1 against %2 out of 100 on %3 (%4).</source>
        <translation>Beheer: een beheercomplexiteit van %1 tegen %2 (schaal 0–100) bij %3 (%4).</translation>
    </message>
    <message>
        <source>Integration: %1 of its fabrics on the Ethernet the data centre already runs, against %2 on %3 (%4).</source>
        <translation>Integratie: %1 van de fabrics op het Ethernet dat al in het datacenter wordt gebruikt, tegen %2 bij %3 (%4).</translation>
    </message>
    <message>
        <source>Risk: %1 of the bandwidth at stake if the RoCE tuning falls short, against %2 on %3 (%4).</source>
        <translation>Risico: %1 van de bandbreedte staat op het spel als de RoCE-afstelling tekortschiet, tegen %2 bij %3 (%4).</translation>
    </message>
    <message>
        <source>%1 (%2).</source>
        <translation>%1 (%2).</translation>
    </message>
    <message>
        <source>a leaf</source>
        <translation>een leaf</translation>
    </message>
    <message>
        <source>Supplier dependence: InfiniBand switches come from one vendor (NVIDIA), so prices, lead times and the product roadmap depend on it.</source>
        <translation>Leveranciersafhankelijkheid: InfiniBand-switches komen van één leverancier (NVIDIA); prijzen, levertijden en de productroadmap hangen van die ene leverancier af.</translation>
    </message>
    <message>
        <source>RoCE tuning: if the lossless configuration (PFC, ECN, congestion control) is not tuned and kept consistent, %1 of the modelled bandwidth is at stake.</source>
        <translation>RoCE-afstelling: als de lossless configuratie (PFC, ECN, congestiebeheersing) niet goed wordt afgesteld en consistent gehouden, staat %1 van de gemodelleerde bandbreedte op het spel.</translation>
    </message>
    <message>
        <source>Performance is modelled, not measured: the step times and bandwidths are estimates from a network model until a proof of concept confirms them.</source>
        <translation>De prestaties zijn berekend, niet gemeten: modelschattingen tot een proof of concept ze bevestigt.</translation>
    </message>
    <message>
        <source>Prices are catalogue estimates, not quotes: the cost difference can move once suppliers quote.</source>
        <translation>De prijzen zijn catalogusschattingen, geen offertes: het kostenverschil kan nog verschuiven.</translation>
    </message>
    <message>
        <source>Resolve the unmet requirement: have the change (for example a second network plane) designed and costed, or waive the requirement explicitly.</source>
        <translation>Los de eis op waaraan niet wordt voldaan: laat de aanpassing (bijvoorbeeld een tweede netwerkvlak) ontwerpen en begroten, of laat de eis uitdrukkelijk vallen.</translation>
    </message>
    <message>
        <source>Decision asked</source>
        <translation>Gevraagd besluit</translation>
    </message>
    <message>
        <source>Recommendation: %1, once the unmet requirement is resolved</source>
        <translation>Advies: %1, zodra de openstaande eis is opgelost</translation>
    </message>
    <message>
        <source>The trade-off</source>
        <translation>De afweging</translation>
    </message>
    <message>
        <source>Main risks</source>
        <translation>Belangrijkste risico&apos;s</translation>
    </message>
    <message>
        <source>Next steps</source>
        <translation>Vervolgstappen</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Versie</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Draft for review</source>
        <translation>Concept ter beoordeling</translation>
    </message>
    <message>
        <source>Reviewer</source>
        <translation>Beoordelaar</translation>
    </message>
    <message>
        <source>Confidentiality</source>
        <translation>Vertrouwelijkheid</translation>
    </message>
    <message>
        <source>Confidential, internal use</source>
        <translation>Vertrouwelijk, intern gebruik</translation>
    </message>
    <message>
        <source>Approved by</source>
        <translation>Goedgekeurd door</translation>
    </message>
    <message>
        <source>euros</source>
        <translation>euro&apos;s</translation>
    </message>
    <message>
        <source>%1 %2 million</source>
        <translation>%1 %2 mln</translation>
    </message>
    <message>
        <source>No nccl-tests measurements have been imported into this project yet: the bandwidth figures in this report are model values.</source>
        <translation>In dit project zijn nog geen nccl-tests-metingen ingelezen: de bandbreedtecijfers in dit rapport zijn modelwaarden.</translation>
    </message>
    <message>
        <source>Document control</source>
        <translation>Documentbeheer</translation>
    </message>
    <message>
        <source>%1 costs %2 (%3) more than %4 in network TCO over %5 years for the cluster as designed now, and %6 (%7) more along the growth plan to %8 GPUs in year %9.</source>
        <translation>%1 kost over %5 jaar %2 (%3) meer aan netwerk-TCO dan %4 voor het cluster zoals het nu is ontworpen, en %6 (%7) meer volgens het groeiplan naar %8 GPU&apos;s in jaar %9.</translation>
    </message>
    <message>
        <source>The TCO along the growth plan covers %1 years.</source>
        <translation>De TCO volgens het groeiplan beslaat %1 jaar.</translation>
    </message>
    <message>
        <source>%1 costs %2 (%3) more than %4 in network TCO over %5 years.</source>
        <translation>%1 kost over %5 jaar %2 (%3) meer aan netwerk-TCO dan %4.</translation>
    </message>
    <message>
        <source>A training step takes the same time (%1) on both.</source>
        <translation>Een trainingsstap duurt op beide even lang (%1).</translation>
    </message>
    <message>
        <source>In return a training step takes %1 instead of %2 (%3 shorter), worth %4 a year in GPU time.</source>
        <translation>Daar staat tegenover dat een trainingsstap %1 duurt in plaats van %2 (%3 korter); dat scheelt %4 per jaar aan GPU-tijd.</translation>
    </message>
    <message>
        <source>In return a training step takes %1 instead of %2 (%3 shorter).</source>
        <translation>Daar staat tegenover dat een trainingsstap %1 duurt in plaats van %2 (%3 korter).</translation>
    </message>
    <message>
        <source>In exchange a training step takes %1 instead of %2 (%3 longer), which costs %4 a year in GPU time.</source>
        <translation>Daar staat tegenover dat een trainingsstap %1 duurt in plaats van %2 (%3 langer); dat kost %4 per jaar aan GPU-tijd.</translation>
    </message>
    <message>
        <source>In exchange a training step takes %1 instead of %2 (%3 longer).</source>
        <translation>Daar staat tegenover dat een trainingsstap %1 duurt in plaats van %2 (%3 langer).</translation>
    </message>
    <message>
        <source>In return the training step is an estimated %1 shorter, worth %2 a year in GPU time.</source>
        <translation>Daarvoor is de trainingsstap naar schatting %1 korter; dat is %2 per jaar aan GPU-tijd waard.</translation>
    </message>
    <message>
        <source>In return the training step is an estimated %1 shorter.</source>
        <translation>Daarvoor is de trainingsstap naar schatting %1 korter.</translation>
    </message>
    <message>
        <source>In exchange the training step is an estimated %1 longer, which costs %2 a year in GPU time.</source>
        <translation>Daar staat tegenover dat de trainingsstap naar schatting %1 langer duurt; dat kost %2 per jaar aan GPU-tijd.</translation>
    </message>
    <message>
        <source>In exchange the training step is an estimated %1 longer.</source>
        <translation>Daar staat tegenover dat de trainingsstap naar schatting %1 langer duurt.</translation>
    </message>
    <message>
        <source>The bandwidth and time figures come from a model of NCCL on this fabric, not from measurements. For every operation and message size the model picks the algorithm and protocol NCCL&apos;s tuner would pick, and adds the latency of each network step to the time it takes to move the data at the NICs&apos; bandwidth after the technology&apos;s efficiency.</source>
        <translation>De bandbreedte- en tijdcijfers komen uit een model van NCCL op deze fabric, niet uit metingen. Per bewerking en berichtgrootte kiest het model het algoritme en protocol dat de tuner van NCCL zou kiezen, en telt het de latentie van elke netwerkstap op bij de tijd die nodig is om de data te verplaatsen tegen de bandbreedte van de NIC&apos;s, gecorrigeerd voor de efficiëntie van de technologie.</translation>
    </message>
    <message>
        <source>%1 µs per network step, %2 GB/s per GPU after an efficiency of %3, all-reduce of 1 GiB with %4</source>
        <translation>%1 µs per netwerkstap, %2 GB/s per GPU bij een efficiëntie van %3, all-reduce van 1 GiB met %4</translation>
    </message>
    <message>
        <source>Model constants: %1.</source>
        <translation>Modelconstanten: %1.</translation>
    </message>
    <message>
        <source>The training step time adds the communication the workload&apos;s parallel plan cannot hide behind computation to the compute time of the step.</source>
        <translation>De staptijd van de training is de rekentijd van een stap plus de communicatie die het parallellisatieplan van de workload niet achter het rekenwerk kan verbergen.</translation>
    </message>
    <message>
        <source>Confidence: %1</source>
        <translation>Betrouwbaarheid: %1</translation>
    </message>
    <message>
        <source>Confidence: the model has not been calibrated against measurements on this hardware. Treat the figures as estimates until nccl-tests runs in a proof of concept confirm them.</source>
        <translation>Betrouwbaarheid: het model is niet gekalibreerd met metingen op deze hardware. Beschouw de cijfers als schattingen tot nccl-tests-metingen in een proof of concept ze bevestigen.</translation>
    </message>
    <message>
        <source>The performance model and its limits</source>
        <translation>Het prestatiemodel en zijn grenzen</translation>
    </message>
    <message>
        <source>Glossary</source>
        <translation>Verklarende woordenlijst</translation>
    </message>
    <message>
        <source>Term</source>
        <translation>Term</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>Betekenis</translation>
    </message>
    <message>
        <source>All-reduce</source>
        <translation>All-reduce</translation>
    </message>
    <message>
        <source>A collective operation in which every GPU contributes data and every GPU receives the combined result (for example the sum of the gradients): the main communication of data-parallel training.</source>
        <translation>Collectieve bewerking waarbij elke GPU data inbrengt en elke GPU het gecombineerde resultaat terugkrijgt (bijvoorbeeld de som van de gradiënten): de belangrijkste communicatie bij dataparallelle training.</translation>
    </message>
    <message>
        <source>Bus bandwidth</source>
        <translation>Busbandbreedte</translation>
    </message>
    <message>
        <source>The bandwidth figure of nccl-tests: the data each GPU moves per second, corrected for the operation so that it compares with the link speed; in GB/s (10⁹ bytes per second).</source>
        <translation>De bandbreedtemaat van nccl-tests: de hoeveelheid data die elke GPU per seconde verplaatst, gecorrigeerd voor de bewerking zodat die te vergelijken is met de linksnelheid; in GB/s (10⁹ bytes per seconde).</translation>
    </message>
    <message>
        <source>NCCL, nccl-tests</source>
        <translation>NCCL, nccl-tests</translation>
    </message>
    <message>
        <source>NVIDIA&apos;s library for communication between GPUs, and its benchmark programs: the reference for the bandwidth figures in this report.</source>
        <translation>De bibliotheek van NVIDIA voor communicatie tussen GPU&apos;s, en de bijbehorende benchmarkprogramma&apos;s: de maatstaf voor de bandbreedtecijfers in dit rapport.</translation>
    </message>
    <message>
        <source>InfiniBand</source>
        <translation>InfiniBand</translation>
    </message>
    <message>
        <source>A network technology built for HPC and AI: lossless by design, with its own switches, cables and a subnet manager; today from one vendor (NVIDIA).</source>
        <translation>Netwerktechnologie voor HPC en AI: van nature lossless, met eigen switches, kabels en een subnetmanager; op dit moment van één leverancier (NVIDIA).</translation>
    </message>
    <message>
        <source>RoCE</source>
        <translation>RoCE</translation>
    </message>
    <message>
        <source>RDMA over Converged Ethernet: GPUs read and write each other&apos;s memory over an Ethernet network. It performs well only on a lossless, carefully tuned network.</source>
        <translation>RDMA over Converged Ethernet: GPU&apos;s lezen en schrijven elkaars geheugen via een Ethernet-netwerk. Dat presteert alleen goed op een lossless, zorgvuldig afgesteld netwerk.</translation>
    </message>
    <message>
        <source>PFC, ECN</source>
        <translation>PFC, ECN</translation>
    </message>
    <message>
        <source>Priority Flow Control pauses a traffic class on a link before its buffers overflow, so that no packet is lost; Explicit Congestion Notification marks packets when queues fill up, so that the senders slow down. Together they make Ethernet suitable for RoCE.</source>
        <translation>Priority Flow Control pauzeert een verkeersklasse op een link voordat de buffers overlopen, zodat er geen pakketten verloren gaan; Explicit Congestion Notification markeert pakketten zodra wachtrijen vollopen, zodat de zenders vertragen. Samen maken ze Ethernet geschikt voor RoCE.</translation>
    </message>
    <message>
        <source>Hybrid</source>
        <translation>Hybride</translation>
    </message>
    <message>
        <source>The compute fabric on InfiniBand, the storage and front-end networks on Ethernet.</source>
        <translation>De compute-fabric op InfiniBand, de opslag- en front-endnetwerken op Ethernet.</translation>
    </message>
    <message>
        <source>Tier</source>
        <translation>Laag</translation>
    </message>
    <message>
        <source>A layer of switches: leaves connect the servers, spines connect the leaves, and in large fabrics a core tier connects the spines. More tiers mean more switches, links and latency.</source>
        <translation>Een laag switches: leafs verbinden de servers, spines verbinden de leafs, en in grote fabrics verbindt een core-laag de spines. Meer lagen betekent meer switches, links en latentie.</translation>
    </message>
    <message>
        <source>The ratio of the bandwidth towards the servers to the bandwidth towards the next tier, for example 2:1. At 1:1 (non-blocking) every server can send at full speed at the same time.</source>
        <translation>De verhouding tussen de bandbreedte naar de servers en de bandbreedte naar de volgende laag, bijvoorbeeld 2:1. Bij 1:1 (non-blocking) kan elke server tegelijk op volle snelheid zenden.</translation>
    </message>
    <message>
        <source>Plane</source>
        <translation>Vlak</translation>
    </message>
    <message>
        <source>Rail</source>
        <translation>Rail</translation>
    </message>
    <message>
        <source>In a rail-optimized design NIC n of every server connects to the same leaf (rail n), so GPUs of the same rank in different servers talk through one switch.</source>
        <translation>In een rail-geoptimaliseerd ontwerp is NIC n van elke server op dezelfde leaf aangesloten (rail n), zodat GPU&apos;s met hetzelfde nummer (local rank) in verschillende servers via één switch communiceren.</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>Power usage effectiveness: the total power of the data centre divided by the power of its IT equipment; 1.3 means 30 % more for cooling and power distribution.</source>
        <translation>Power usage effectiveness: het totale vermogen van het datacenter gedeeld door het vermogen van de IT-apparatuur; 1,3 betekent 30 % extra voor koeling en stroomverdeling.</translation>
    </message>
    <message>
        <source>TCO</source>
        <translation>TCO</translation>
    </message>
    <message>
        <source>Total cost of ownership: the capital cost plus energy and support over the depreciation period.</source>
        <translation>Total cost of ownership: de aanschafkosten plus energie en ondersteuning over de afschrijvingstermijn.</translation>
    </message>
    <message>
        <source>Performance: a training step an estimated %1 shorter than on %2 (%3).</source>
        <translation>Prestaties: een trainingsstap die naar schatting %1 korter is dan bij %2 (%3).</translation>
    </message>
    <message>
        <source>Requirements per variant</source>
        <translation>Eisen per variant</translation>
    </message>
    <message>
        <source>Requirement</source>
        <translation>Eis</translation>
    </message>
    <message>
        <source>met</source>
        <translation>voldoet</translation>
    </message>
    <message>
        <source>not met</source>
        <translation>niet voldaan</translation>
    </message>
    <message>
        <source>Indicative prices, not a quote: catalogue estimates in %1 excluding VAT, price level up to %2.</source>
        <translation>Indicatieve prijzen, geen offerte: schattingen uit de catalogus in %1, exclusief btw, prijspeil tot en met %2.</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Omschrijving</translation>
    </message>
    <message>
        <source>Price source</source>
        <translation>Herkomst prijs</translation>
    </message>
    <message>
        <source>Spare: %1, on the shelf</source>
        <translation>Reserve: %1, op voorraad</translation>
    </message>
    <message>
        <source>optics (transceiver)</source>
        <translation>optiek (transceiver)</translation>
    </message>
    <message>
        <source>Optics (transceiver)</source>
        <translation>Optiek (transceiver)</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>The sources are listed under &quot;Assumptions and sources&quot;.</source>
        <translation>De bronnen staan onder &quot;Aannames en bronnen&quot;.</translation>
    </message>
    <message>
        <source>Appendix: procurement bill of materials</source>
        <translation>Bijlage: stuklijst voor de inkoop</translation>
    </message>
    <message>
        <source>The bills of materials as a request for quotation needs them: each distinct bill once, with per part its part number, the quantity, the catalogue unit price, the line total and the source of the price (how it was established and its price year; the sources themselves are listed under &quot;Assumptions and sources&quot;). Optics (transceivers) are listed by the side they plug into, cables and fibres by link type and length. Spares are %1 of the network parts, rounded up per part, and are listed as spares.</source>
        <translation>De stuklijsten in de vorm die een offerteaanvraag nodig heeft: elke verschillende stuklijst één keer, met per onderdeel het onderdeelnummer, het aantal, de stuksprijs uit de catalogus, het regeltotaal en de herkomst van de prijs (hoe die is bepaald en het prijspeil; de bronnen zelf staan onder &quot;Aannames en bronnen&quot;). Optiek (transceivers) staat per zijde vermeld (switch- of nodezijde), kabels en glasvezel per linktype en lengte. Reserveonderdelen zijn %1 van de netwerkonderdelen, per onderdeel naar boven afgerond, en staan apart als reserve vermeld.</translation>
    </message>
    <message>
        <source>Price basis</source>
        <translation>Prijsgrondslag</translation>
    </message>
    <message>
        <source>The unit prices are before any discount and have no validity date: ask the suppliers for quotes that state both.</source>
        <translation>De stuksprijzen zijn vóór korting en hebben geen geldigheidsdatum: vraag leveranciers om offertes waarin beide staan.</translation>
    </message>
    <message>
        <source>Bill of materials for %1 (one bill: the same parts in the same quantities)</source>
        <translation>Stuklijst: %1 (één stuklijst: dezelfde onderdelen in dezelfde aantallen)</translation>
    </message>
    <message>
        <source>Bill of materials for %1</source>
        <translation>Stuklijst: %1</translation>
    </message>
    <message>
        <source>Incomplete: the catalogue has no price for %1; the total leaves these parts out and is a lower bound until a quote is entered.</source>
        <translation>Onvolledig: de catalogus heeft geen prijs voor %1. Het totaal laat deze onderdelen weg en is een ondergrens totdat een offerteprijs is ingevoerd.</translation>
    </message>
    <message>
        <source>Not in these bills</source>
        <translation>Niet in deze stuklijsten</translation>
    </message>
    <message>
        <source>Installation, cabling labour, testing and commissioning.</source>
        <translation>Installatie, bekabelingswerk, testen en inbedrijfstelling.</translation>
    </message>
    <message>
        <source>Racks, power distribution units (PDUs), cable management and patch panels.</source>
        <translation>Racks, stroomverdeling (PDU&apos;s), kabelgeleiding en patchpanelen.</translation>
    </message>
    <message>
        <source>NCCL base latency</source>
        <translation>Basislatentie van NCCL</translation>
    </message>
    <message>
        <source>NCCL latency per NVLink step</source>
        <translation>NCCL-latentie per NVLink-stap</translation>
    </message>
    <message>
        <source>NCCL latency per network step</source>
        <translation>NCCL-latentie per netwerkstap</translation>
    </message>
    <message>
        <source>NCCL bus bandwidth factor, %1</source>
        <translation>Busbandbreedtefactor van NCCL, %1</translation>
    </message>
    <message>
        <source>Default cable length, %1</source>
        <translation>Standaardkabellengte, %1</translation>
    </message>
    <message>
        <source>NCCL bus bandwidth per 400G NIC</source>
        <translation>NCCL-busbandbreedte per 400G-NIC</translation>
    </message>
    <message>
        <source>InfiniBand efficiency (share of line rate)</source>
        <translation>Efficiëntie van InfiniBand (deel van de lijnsnelheid)</translation>
    </message>
    <message>
        <source>RoCE efficiency with adaptive routing</source>
        <translation>Efficiëntie van RoCE met adaptieve routering</translation>
    </message>
    <message>
        <source>RoCE efficiency with ECMP</source>
        <translation>Efficiëntie van RoCE met ECMP</translation>
    </message>
    <message>
        <source>RoCE efficiency, untuned</source>
        <translation>Efficiëntie van RoCE, niet afgesteld</translation>
    </message>
    <message>
        <source>NVLink bus bandwidth, H100</source>
        <translation>NVLink-busbandbreedte, H100</translation>
    </message>
    <message>
        <source>NVLink bus bandwidth, H100 with NVLS</source>
        <translation>NVLink-busbandbreedte, H100 met NVLS</translation>
    </message>
    <message>
        <source>NVLink bus bandwidth, B200</source>
        <translation>NVLink-busbandbreedte, B200</translation>
    </message>
    <message>
        <source>NVLink bus bandwidth, B200 with NVLS</source>
        <translation>NVLink-busbandbreedte, B200 met NVLS</translation>
    </message>
    <message>
        <source>NIC latency</source>
        <translation>Latentie van de NIC</translation>
    </message>
    <message>
        <source>Software latency per step</source>
        <translation>Softwarelatentie per stap</translation>
    </message>
    <message>
        <source>NCCL network overhead per step</source>
        <translation>Netwerkoverhead van NCCL per stap</translation>
    </message>
    <message>
        <source>NCCL ring bandwidth plateau</source>
        <translation>Bandbreedteplateau van de NCCL-ring</translation>
    </message>
    <message>
        <source>NCCL LL maximum bus bandwidth, Blackwell factor</source>
        <translation>Maximale busbandbreedte van NCCL met LL, factor voor Blackwell</translation>
    </message>
    <message>
        <source>Jobs placed at random (1 = yes)</source>
        <translation>Jobs willekeurig geplaatst (1 = ja)</translation>
    </message>
    <message>
        <source>InfiniBand SHARP in use (1 = yes)</source>
        <translation>InfiniBand SHARP in gebruik (1 = ja)</translation>
    </message>
    <message>
        <source>PFC headroom, fixed part</source>
        <translation>PFC-headroom, vast deel</translation>
    </message>
    <message>
        <source>PFC headroom per metre of cable</source>
        <translation>PFC-headroom per meter kabel</translation>
    </message>
    <message>
        <source>PFC headroom, MTU factor</source>
        <translation>PFC-headroom, MTU-factor</translation>
    </message>
    <message>
        <source>ECN marking, minimum threshold</source>
        <translation>ECN-markering, ondergrens</translation>
    </message>
    <message>
        <source>ECN marking, maximum threshold</source>
        <translation>ECN-markering, bovengrens</translation>
    </message>
    <message>
        <source>RoCE PFC priority</source>
        <translation>PFC-prioriteit voor RoCE</translation>
    </message>
    <message>
        <source>RoCE CNP priority</source>
        <translation>CNP-prioriteit voor RoCE</translation>
    </message>
    <message>
        <source>Spares, default share</source>
        <translation>Reserveonderdelen, standaardaandeel</translation>
    </message>
    <message>
        <source>Exchange rate (EUR per USD)</source>
        <translation>Wisselkoers (euro per dollar)</translation>
    </message>
    <message>
        <source>RoCE network cost discount</source>
        <translation>Prijsvoordeel Ethernet t.o.v. InfiniBand</translation>
    </message>
    <message>
        <source>Cost of a GPU-hour</source>
        <translation>Kosten van een GPU-uur</translation>
    </message>
    <message>
        <source>Re-cabling cost per link</source>
        <translation>Kosten van herbekabeling per link</translation>
    </message>
    <message>
        <source>UFM appliances per fabric</source>
        <translation>UFM-appliances per fabric</translation>
    </message>
    <message>
        <source>UFM appliance, price</source>
        <translation>UFM-appliance, prijs</translation>
    </message>
    <message>
        <source>UFM appliance, power</source>
        <translation>UFM-appliance, stroomverbruik</translation>
    </message>
    <message>
        <source>Storage bandwidth per GPU</source>
        <translation>Opslagbandbreedte per GPU</translation>
    </message>
    <message>
        <source>Front-end oversubscription</source>
        <translation>Overboeking van het front-endnetwerk</translation>
    </message>
    <message>
        <source>Nodes per rack</source>
        <translation>Nodes per rack</translation>
    </message>
    <message>
        <source>Nodes the on-board subnet manager handles</source>
        <translation>Maximaal aantal nodes voor de subnetmanager op de switch</translation>
    </message>
    <message>
        <source>Compute efficiency (share of peak)</source>
        <translation>Rekenefficiëntie (deel van de piekprestatie)</translation>
    </message>
    <message>
        <source>Data-parallel traffic hidden behind compute</source>
        <translation>Data-parallel verkeer dat achter het rekenwerk wegvalt</translation>
    </message>
    <message>
        <source>Data-parallel bucket size (parameters)</source>
        <translation>Bucketgrootte voor data-parallel verkeer (parameters)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Highest oversubscription explored, pre-training</source>
        <translation>Hoogste onderzochte overboeking, pretraining</translation>
    </message>
    <message>
        <source>Highest oversubscription explored, fine-tuning</source>
        <translation>Hoogste onderzochte overboeking, fine-tuning</translation>
    </message>
    <message>
        <source>Highest oversubscription explored, inference</source>
        <translation>Hoogste onderzochte overboeking, inferentie</translation>
    </message>
    <message>
        <source>Highest oversubscription explored, mixed with HPC</source>
        <translation>Hoogste onderzochte overboeking, gemengd met HPC</translation>
    </message>
    <message>
        <source>BF16 compute, dense (TFLOPS)</source>
        <translation>Rekenkracht BF16, dense (TFLOPS)</translation>
    </message>
    <message>
        <source>NCCL LL maximum bus bandwidth (nodes: %1)</source>
        <translation>Maximale busbandbreedte van NCCL met LL (nodes: %1)</translation>
    </message>
    <message>
        <source>Schematic of the design as drawn: one row per tier with the number of switches and their model, the links between the rows with their number and speed, one unit in detail with its rails, and the other networks. The counts are those of the whole design, every repeated unit included.</source>
        <translation>Schema van het getekende ontwerp: per laag één rij met het aantal switches en hun model, daartussen de links met aantal en snelheid, één eenheid in detail met de rails, en de overige netwerken. De aantallen gelden voor het hele ontwerp, inclusief alle herhaalde eenheden.</translation>
    </message>
    <message>
        <source>%1 Gb/s</source>
        <translation>%1 Gb/s</translation>
    </message>
    <message>
        <source>Compute fabric</source>
        <translation>Compute-fabric</translation>
    </message>
    <message>
        <source>Storage fabric</source>
        <translation>Opslagfabric</translation>
    </message>
    <message>
        <source>Front-end fabric</source>
        <translation>Front-endfabric</translation>
    </message>
    <message>
        <source>Management network</source>
        <translation>Beheernetwerk</translation>
    </message>
    <message>
        <source>%1 per unit × %2 units</source>
        <translation>%1 per eenheid × %2 eenheden</translation>
    </message>
    <message>
        <source>%1 (%2): %3, %4</source>
        <translation>%1 (%2): %3, %4</translation>
    </message>
    <message>
        <source>1 tier</source>
        <translation>1 laag</translation>
    </message>
    <message>
        <source>%1 tiers</source>
        <translation>%1 lagen</translation>
    </message>
    <message>
        <source>1 plane</source>
        <translation>1 netwerkvlak</translation>
    </message>
    <message>
        <source>%1 planes</source>
        <translation>%1 netwerkvlakken</translation>
    </message>
    <message>
        <source>%1 × %2 %3</source>
        <translation>%1 × %2 %3</translation>
    </message>
    <message>
        <source>%1 planes of %2</source>
        <translation>%1 netwerkvlakken met elk %2</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Nodes</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>%1 GPUs</source>
        <translation>%1 GPU&apos;s</translation>
    </message>
    <message>
        <source>No node is linked to this fabric in the design.</source>
        <translation>In het ontwerp is geen node aan deze fabric gekoppeld.</translation>
    </message>
    <message>
        <source>No links in the design</source>
        <translation>Geen links in het ontwerp</translation>
    </message>
    <message>
        <source>%1 links × %2</source>
        <translation>%1 links × %2</translation>
    </message>
    <message>
        <source>%1 per node</source>
        <translation>%1 per node</translation>
    </message>
    <message>
        <source>%1 up per %2</source>
        <translation>%1 uplinks per %2</translation>
    </message>
    <message>
        <source>One unit in detail: %1 nodes on %2 leaves (the design has %3 such units)</source>
        <translation>Eén eenheid in detail: %1 nodes op %2 leafs (het ontwerp bevat %3 van deze eenheden)</translation>
    </message>
    <message>
        <source>The nodes in detail: %1 nodes on 1 leaf</source>
        <translation>De nodes in detail: %1 nodes op 1 leaf</translation>
    </message>
    <message>
        <source>The nodes in detail: %1 nodes on %2 leaves</source>
        <translation>De nodes in detail: %1 nodes op %2 leafs</translation>
    </message>
    <message>
        <source>Leaf %1</source>
        <translation>Leaf %1</translation>
    </message>
    <message>
        <source>rail %1</source>
        <translation>rail %1</translation>
    </message>
    <message>
        <source>Node %1</source>
        <translation>Node %1</translation>
    </message>
    <message>
        <source>%1 GPUs, %2 NICs</source>
        <translation>%1 GPU&apos;s, %2 NIC&apos;s</translation>
    </message>
    <message>
        <source>Rail-optimized: NIC k of every node goes to the leaf of rail k.</source>
        <translation>Rail-geoptimaliseerd: NIC k van elke node is aangesloten op de leaf van rail k.</translation>
    </message>
    <message>
        <source>Drawn: the %1 nodes that share node 1&apos;s %2 leaves (of the unit&apos;s %3 nodes).</source>
        <translation>Getekend: de %1 nodes die de %2 leafs van node 1 delen (van de %3 nodes in de eenheid).</translation>
    </message>
    <message>
        <source>Each leaf: %1 links × %2 up to the next tier</source>
        <translation>Per leaf: %1 links × %2 naar de laag erboven</translation>
    </message>
    <message>
        <source>Leaves linked up to the next tier at %1</source>
        <translation>Leafs met %1 gekoppeld aan de laag erboven</translation>
    </message>
    <message>
        <source>a storage fabric</source>
        <translation>een opslagfabric</translation>
    </message>
    <message>
        <source>a front-end fabric</source>
        <translation>een front-endfabric</translation>
    </message>
    <message>
        <source>a management network</source>
        <translation>een beheernetwerk</translation>
    </message>
    <message>
        <source>Not in this design: %1. Not drawn, and not in the costs.</source>
        <translation>Niet in dit ontwerp: %1. Niet getekend en niet meegenomen in de kosten.</translation>
    </message>
    <message>
        <source>Switches of one tier (count × model)</source>
        <translation>Switches van één laag (aantal × model)</translation>
    </message>
    <message>
        <source>Nodes (servers)</source>
        <translation>Nodes (servers)</translation>
    </message>
    <message>
        <source>Link bundle (links × speed)</source>
        <translation>Linkbundel (links × snelheid)</translation>
    </message>
    <message>
        <source>Ethernet</source>
        <translation>Ethernet</translation>
    </message>
    <message>
        <source>NIC port (number = NIC)</source>
        <translation>NIC-poort (cijfer = NIC)</translation>
    </message>
    <message>
        <source>Not in the design</source>
        <translation>Niet in het ontwerp</translation>
    </message>
    <message>
        <source>The design exactly as drawn.</source>
        <translation>Het ontwerp precies zoals getekend.</translation>
    </message>
    <message>
        <source>Compute and storage on InfiniBand; front-end and management on Ethernet.</source>
        <translation>Compute en opslag op InfiniBand; front-end en beheer op Ethernet.</translation>
    </message>
    <message>
        <source>Every fabric on Ethernet, the compute fabric set up for RoCE (a lossless traffic class with PFC and ECN).</source>
        <translation>Alle fabrics op Ethernet, met de compute-fabric ingericht voor RoCE (een lossless verkeersklasse met PFC en ECN).</translation>
    </message>
    <message>
        <source>Compute on InfiniBand; storage, front-end and management on Ethernet.</source>
        <translation>Compute op InfiniBand; opslag, front-end en beheer op Ethernet.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 op %2</translation>
    </message>
    <message>
        <source>There is no storage, front-end or management fabric in the design.</source>
        <translation>Het ontwerp bevat geen opslag-, front-end- of beheernetwerk.</translation>
    </message>
    <message>
        <source>Other fabrics: %1.</source>
        <translation>Overige fabrics: %1.</translation>
    </message>
    <message>
        <source>Network capital cost %1, TCO %2 over %3 years.</source>
        <translation>Aanschafkosten netwerk %1, TCO %2 over %3 jaar.</translation>
    </message>
    <message>
        <source>A training step takes %1 s in the model.</source>
        <translation>Een trainingsstap duurt volgens het model %1 s.</translation>
    </message>
    <message>
        <source>The design as drawn already is the %1 design: the same fabrics on the same technologies, switches and links.</source>
        <translation>Het getekende ontwerp is al het ontwerp van de variant %1: dezelfde fabrics met dezelfde technologieën, switches en links.</translation>
    </message>
    <message>
        <source>The hybrid moves only the storage and front-end fabrics to Ethernet; this design has neither, so the hybrid is the InfiniBand design.</source>
        <translation>De hybride variant zet alleen de opslag- en front-endfabric over naar Ethernet; dit ontwerp heeft geen van beide, dus de hybride variant is hier gelijk aan InfiniBand.</translation>
    </message>
    <message>
        <source>The hybrid per unit puts Ethernet between the units; with one tier there is no switch between units, so nothing changes.</source>
        <translation>Hybride per eenheid zet Ethernet tussen de eenheden; met één laag is er geen switch tussen de eenheden, dus er verandert niets.</translation>
    </message>
    <message>
        <source>%1 and %2 come out as the same design: the same fabrics, switches and links.</source>
        <translation>%1 en %2 leveren hetzelfde ontwerp op: dezelfde fabrics, switches en links.</translation>
    </message>
    <message>
        <source>The options in words</source>
        <translation>De varianten toegelicht</translation>
    </message>
    <message>
        <source>The same GPUs, nodes and workload in every option; what differs is the network. Options that come out as the same design are described once, with the reason.</source>
        <translation>Alle opties gaan uit van dezelfde GPU&apos;s, nodes en workload; alleen het netwerk verschilt. Opties die op hetzelfde ontwerp uitkomen, worden één keer beschreven, met de reden.</translation>
    </message>
    <message>
        <source>Risk register</source>
        <translation>Risicoregister</translation>
    </message>
    <message>
        <source>The risks the analyses found, for the options compared. Likelihood follows from the project&apos;s inputs (the team&apos;s experience, the number of vendors); where the inputs give no basis, it says so. The impact is the analyses&apos; figure.</source>
        <translation>De risico&apos;s die uit de analyses naar voren komen, voor de vergeleken opties. De kans volgt uit de projectgegevens (ervaring van het team, aantal leveranciers); waar die geen basis bieden, staat dat erbij. De impact is het cijfer uit de analyses.</translation>
    </message>
    <message>
        <source>Applies to</source>
        <translation>Geldt voor</translation>
    </message>
    <message>
        <source>Likelihood</source>
        <translation>Kans</translation>
    </message>
    <message>
        <source>Impact</source>
        <translation>Impact</translation>
    </message>
    <message>
        <source>Mitigation</source>
        <translation>Beheersmaatregel</translation>
    </message>
    <message>
        <source>High</source>
        <translation>Hoog</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Gemiddeld</translation>
    </message>
    <message>
        <source>Low</source>
        <translation>Laag</translation>
    </message>
    <message>
        <source>Requirement not met: %1</source>
        <translation>Eis niet gehaald: %1</translation>
    </message>
    <message>
        <source>Certain: the design as compared does not meet it</source>
        <translation>Zeker: het vergeleken ontwerp voldoet er niet aan</translation>
    </message>
    <message>
        <source>Change the design (for example a second network plane) and cost it, or waive the requirement explicitly before the decision.</source>
        <translation>Het ontwerp aanpassen (bijvoorbeeld een tweede netwerkvlak) en doorrekenen, of vóór het besluit expliciet van de eis afzien.</translation>
    </message>
    <message>
        <source>%1 of the network bandwidth lost when the tuning misses: the untuned efficiency is %2 against %3 as modelled.</source>
        <translation>%1 van de netwerkbandbreedte gaat verloren als de afstelling tekortschiet: de efficiëntie zonder afstelling is %2, tegen %3 in het model.</translation>
    </message>
    <message>
        <source>Lower bandwidth and pauses spreading through the fabric when the tuning misses.</source>
        <translation>Lagere bandbreedte en pauzes die zich door de fabric verspreiden als de afstelling tekortschiet.</translation>
    </message>
    <message>
        <source>RoCE tuning (PFC, ECN, congestion control)</source>
        <translation>RoCE-afstelling (PFC, ECN, congestiebeheersing)</translation>
    </message>
    <message>
        <source>%1: the team has %2 RoCE experience</source>
        <translation>%1: het team heeft %2 ervaring met RoCE</translation>
    </message>
    <message>
        <source>One supplier for InfiniBand</source>
        <translation>Eén leverancier voor InfiniBand</translation>
    </message>
    <message>
        <source>High: the catalogue lists %1 InfiniBand switch vendor</source>
        <translation>Hoog: de catalogus kent %1 leverancier van InfiniBand-switches</translation>
    </message>
    <message>
        <source>Prices, lead times and the roadmap of a network of %1 (capital cost) depend on one supplier.</source>
        <translation>Prijzen, levertijden en roadmap van een netwerk van %1 (aanschafkosten) hangen af van één leverancier.</translation>
    </message>
    <message>
        <source>Price protection and delivery dates in the RFQ; keep an Ethernet/RoCE option priced as the fallback.</source>
        <translation>Prijsgarantie en leverdata vastleggen in de offerteaanvraag; een Ethernet/RoCE-optie als terugvaloptie laten offreren.</translation>
    </message>
    <message>
        <source>Skills gap, InfiniBand</source>
        <translation>Gebrek aan ervaring, InfiniBand</translation>
    </message>
    <message>
        <source>%1: the team has %2 InfiniBand experience</source>
        <translation>%1: het team heeft %2 ervaring met InfiniBand</translation>
    </message>
    <message>
        <source>Slower build-up and more operating errors; management complexity %1 of 100.</source>
        <translation>Tragere opbouw en meer fouten in het beheer; beheercomplexiteit %1 van 100.</translation>
    </message>
    <message>
        <source>Training before delivery, the vendor&apos;s professional services for the installation and the first months, a support contract.</source>
        <translation>Training vóór de levering, diensten van de leverancier bij de installatie en de eerste maanden, en een ondersteuningscontract.</translation>
    </message>
    <message>
        <source>Skills gap, RoCE</source>
        <translation>Gebrek aan ervaring, RoCE</translation>
    </message>
    <message>
        <source>The bandwidths and step times are model estimates.</source>
        <translation>De bandbreedtes en staptijden zijn schattingen uit het model.</translation>
    </message>
    <message>
        <source>The step-time difference between %1 and %2 (%3) may be larger or smaller.</source>
        <translation>Het verschil in staptijd tussen %1 en %2 (%3) kan in werkelijkheid groter of kleiner zijn.</translation>
    </message>
    <message>
        <source>Performance modelled, not measured</source>
        <translation>Prestaties gemodelleerd, niet gemeten</translation>
    </message>
    <message>
        <source>Not quantified: no measurements imported</source>
        <translation>Niet gekwantificeerd: er zijn geen metingen ingelezen</translation>
    </message>
    <message>
        <source>The proof of concept under &quot;Implementation steps&quot;, with the model&apos;s bus bandwidths as thresholds.</source>
        <translation>De proof of concept onder &quot;Implementatiestappen&quot;, met de busbandbreedtes uit het model als drempelwaarden.</translation>
    </message>
    <message>
        <source>The network cost of every option can move once suppliers quote.</source>
        <translation>De netwerkkosten van elke optie kunnen verschuiven zodra leveranciers offreren.</translation>
    </message>
    <message>
        <source>Prices are estimates</source>
        <translation>Prijzen zijn schattingen</translation>
    </message>
    <message>
        <source>Given: catalogue estimates, not quotes</source>
        <translation>Zeker: het zijn schattingen uit de catalogus, geen offertes</translation>
    </message>
    <message>
        <source>Quotes from at least two suppliers per option; compare again with the quoted prices.</source>
        <translation>Offertes van ten minste twee leveranciers per optie; de vergelijking opnieuw maken met de geoffreerde prijzen.</translation>
    </message>
    <message>
        <source>Implementation steps</source>
        <translation>Implementatiestappen</translation>
    </message>
    <message>
        <source>No option is recommended yet (see the summary); the steps below start once one is.</source>
        <translation>Er is nog geen optie geadviseerd (zie de samenvatting); de stappen hieronder beginnen zodra dat wel zo is.</translation>
    </message>
    <message>
        <source>Step %1: %2</source>
        <translation>Stap %1: %2</translation>
    </message>
    <message>
        <source>Resolve the unmet requirement</source>
        <translation>De niet gehaalde eis oplossen</translation>
    </message>
    <message>
        <source>%1 does not meet every requirement (see the summary). Have the change designed and costed, or waive the requirement explicitly, before the quotes are requested.</source>
        <translation>%1 voldoet niet aan alle eisen (zie de samenvatting). Laat de aanpassing ontwerpen en doorrekenen, of zie expliciet af van de eis, voordat de offertes worden aangevraagd.</translation>
    </message>
    <message>
        <source>Request for quotation (RFQ)</source>
        <translation>Offerteaanvraag (RFQ)</translation>
    </message>
    <message>
        <source>Send the bills of materials of %1 and %2 (the procurement appendix: part numbers, quantities, optics and cables, spares) to at least two suppliers each. Ask for prices excluding VAT with their validity, lead times, support levels and price protection. The indicative network capital costs are %3 and %4.</source>
        <translation>Stuur de stuklijsten van %1 en %2 (de inkoopbijlage: onderdeelnummers, aantallen, optiek en kabels, reserveonderdelen) naar ten minste twee leveranciers per optie. Vraag prijzen excl. btw met geldigheidsduur, levertijden, ondersteuningsniveaus en prijsgarantie. De indicatieve aanschafkosten van het netwerk zijn %3 en %4.</translation>
    </message>
    <message>
        <source>Send the bill of materials of %1 (the procurement appendix) to at least two suppliers. Ask for prices excluding VAT with their validity, lead times, support levels and price protection. The indicative network capital cost is %2.</source>
        <translation>Stuur de stuklijst van %1 (de inkoopbijlage) naar ten minste twee leveranciers. Vraag prijzen excl. btw met geldigheidsduur, levertijden, ondersteuningsniveaus en prijsgarantie. De indicatieve aanschafkosten van het netwerk zijn %2.</translation>
    </message>
    <message>
        <source>After the quotes: the quoted network capital cost of %1 stays within the budget of %2.</source>
        <translation>Na de offertes: de geoffreerde aanschafkosten van het netwerk voor %1 blijven binnen het budget van %2.</translation>
    </message>
    <message>
        <source>After the quotes: %1 stays cheaper than %2 over %3 years with the quoted prices (now %4 less in TCO).</source>
        <translation>Na de offertes: %1 blijft met de geoffreerde prijzen over %3 jaar goedkoper dan %2 (nu %4 lagere TCO).</translation>
    </message>
    <message>
        <source>After the quotes: the extra TCO of %1 over %2 stays at or below the %3 this report is based on; if it grows, compare again with the quoted prices.</source>
        <translation>Na de offertes: de meerkosten in TCO van %1 ten opzichte van %2 blijven op of onder de %3 waar dit rapport van uitgaat; worden ze hoger, maak de vergelijking dan opnieuw met de geoffreerde prijzen.</translation>
    </message>
    <message>
        <source>After the quotes: the quoted network capital cost stays near the indicative %1; if not, compare again with the quoted prices.</source>
        <translation>Na de offertes: de geoffreerde aanschafkosten van het netwerk liggen in de buurt van de indicatieve %1; zo niet, maak de vergelijking dan opnieuw met de geoffreerde prijzen.</translation>
    </message>
    <message>
        <source>Decision gate %1</source>
        <translation>Beslismoment %1</translation>
    </message>
    <message>
        <source>Proof of concept with nccl-tests</source>
        <translation>Proof of concept met nccl-tests</translation>
    </message>
    <message>
        <source>Borrow or rent at least two nodes with a leaf switch of %1%2 and run nccl-tests (all_reduce_perf and alltoall_perf) from 1 MiB to 1 GiB. The table gives the bus bandwidth the model predicts for the whole cluster of %3 GPUs. In the model a test on fewer nodes has fewer latency steps, so it should not come out lower.</source>
        <translation>Leen of huur ten minste twee nodes met een leaf-switch voor %1%2 en draai nccl-tests (all_reduce_perf en alltoall_perf) van 1 MiB tot 1 GiB. De tabel geeft de busbandbreedte die het model voorspelt voor het hele cluster van %3 GPU&apos;s. In het model heeft een test op minder nodes minder latentiestappen; de gemeten waarden horen dus niet lager uit te komen.</translation>
    </message>
    <message>
        <source> (and of %1 where the suppliers can)</source>
        <translation> (en voor %1, als de leveranciers dat kunnen leveren)</translation>
    </message>
    <message>
        <source>Thresholds for the proof of concept: bus bandwidth the model predicts (GB/s)</source>
        <translation>Drempelwaarden voor de proof of concept: busbandbreedte volgens het model (GB/s)</translation>
    </message>
    <message>
        <source>All-reduce, %1</source>
        <translation>All-reduce, %1</translation>
    </message>
    <message>
        <source>All-to-all, %1</source>
        <translation>All-to-all, %1</translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>not modelled</source>
        <translation>niet gemodelleerd</translation>
    </message>
    <message>
        <source>After the proof of concept: the measured bus bandwidths at 1 GiB reach the figures above. Lower figures mean the model is optimistic: import the measurements into the design and compare again before ordering.</source>
        <translation>Na de proof of concept: de gemeten busbandbreedtes bij 1 GiB halen de waarden hierboven. Liggen ze lager, dan is het model te optimistisch: lees de metingen in het ontwerp in en maak de vergelijking opnieuw voordat er wordt besteld.</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Besluit</translation>
    </message>
    <message>
        <source>Delivery and acceptance</source>
        <translation>Levering en acceptatie</translation>
    </message>
    <message>
        <source>Accept the fabric with the same nccl-tests over all %1 GPUs, against the model&apos;s figures for the whole cluster in the table above.</source>
        <translation>Neem de fabric af met dezelfde nccl-tests over alle %1 GPU&apos;s, getoetst aan de waarden van het model voor het hele cluster in de tabel hierboven.</translation>
    </message>
    <message>
        <source>Apply the lossless settings of the RoCE configuration checklist on every switch and NIC, check them automatically, test them under load in the proof of concept; vendor support for the first tuning.</source>
        <translation>De lossless-instellingen uit de checklist voor de RoCE-configuratie op elke switch en NIC toepassen, automatisch controleren en onder belasting testen in de proof of concept; ondersteuning van de leverancier bij de eerste afstelling.</translation>
    </message>
    <message>
        <source>Check the lossless settings of the RoCE configuration checklist on every switch and NIC first. </source>
        <translation>Controleer eerst de lossless-instellingen uit de checklist voor de RoCE-configuratie op elke switch en NIC. </translation>
    </message>
    <message>
        <source>At worst one switch failure cuts GPUs off (%1, of %2) and stops a job that spans the cluster.</source>
        <translation>In het ergste geval maakt de uitval van één switch GPU&apos;s onbereikbaar (%1, van de %2) en stopt een clusterbrede job.</translation>
    </message>
    <message>
        <source>r%1</source>
        <comment>rail number, short</comment>
        <translation>r%1</translation>
    </message>
    <message>
        <source>One unit in detail: %1 nodes on 1 leaf (the design has %2 such units)</source>
        <translation>Eén eenheid in detail: %1 nodes op 1 leaf (het ontwerp bevat %2 van deze eenheden)</translation>
    </message>
    <message>
        <source>The printer is not set to the report&apos;s resolution.</source>
        <translation>De printer staat niet op de resolutie van het rapport.</translation>
    </message>
    <message>
        <source>Printing could not be started.</source>
        <translation>Het afdrukken kon niet worden gestart.</translation>
    </message>
    <message>
        <source>Availability</source>
        <translation>Beschikbaarheid</translation>
    </message>
    <message>
        <source>Switch that fails</source>
        <translation>Uitvallende switch</translation>
    </message>
    <message>
        <source>GPUs cut off</source>
        <translation>Onbereikbare GPU&apos;s</translation>
    </message>
    <message>
        <source>Bandwidth lost</source>
        <translation>Verloren bandbreedte</translation>
    </message>
    <message>
        <source>Cluster-wide job survives</source>
        <translation>Clusterbrede job overleeft dit</translation>
    </message>
    <message>
        <source>Two planes: node type</source>
        <translation>Twee vlakken: nodetype</translation>
    </message>
    <message>
        <source>Two planes: NIC ports per GPU</source>
        <translation>Twee vlakken: NIC-poorten per GPU</translation>
    </message>
    <message>
        <source>Two planes: network capital cost</source>
        <translation>Twee vlakken: aanschafkosten netwerk</translation>
    </message>
    <message>
        <source>Two planes: capital cost against one</source>
        <translation>Twee vlakken: aanschafkosten t.o.v. één vlak</translation>
    </message>
    <message numerus="yes">
        <source>Two planes: TCO over %n years against one</source>
        <translation>
            <numerusform>Twee vlakken: TCO over %n jaar t.o.v. één vlak</numerusform>
            <numerusform>Twee vlakken: TCO over %n jaar t.o.v. één vlak</numerusform>
        </translation>
    </message>
    <message>
        <source>Two planes: GPUs cut off</source>
        <translation>Twee vlakken: onbereikbare GPU&apos;s</translation>
    </message>
    <message>
        <source>Two planes: bandwidth lost</source>
        <translation>Twee vlakken: verloren bandbreedte</translation>
    </message>
    <message>
        <source>Two planes: cluster-wide job survives</source>
        <translation>Twee vlakken: clusterbrede job overleeft dit</translation>
    </message>
    <message>
        <source>none</source>
        <translation>geen</translation>
    </message>
    <message>
        <source>not available</source>
        <translation>niet beschikbaar</translation>
    </message>
    <message>
        <source>at least</source>
        <translation>minstens</translation>
    </message>
    <message>
        <source>%1 (instead of %2)</source>
        <translation>%1 (in plaats van %2)</translation>
    </message>
    <message>
        <source>%1 x %2 Gb/s</source>
        <translation>%1 x %2 Gb/s</translation>
    </message>
    <message>
        <source>No two-plane figure for %1</source>
        <translation>Geen cijfers voor twee vlakken bij %1</translation>
    </message>
    <message>
        <source>Cable lengths</source>
        <translation>Kabellengtes</translation>
    </message>
    <message>
        <source>Per-tier default lengths (no floor layout): %1</source>
        <translation>Standaardlengtes per laag (geen vloerindeling): %1</translation>
    </message>
    <message>
        <source>Measured on the floor layout, rounded up to a stock length</source>
        <translation>Gemeten op de vloerindeling en naar boven afgerond op een leverbare lengte</translation>
    </message>
    <message>
        <source>Floor layout: nodes per rack</source>
        <translation>Vloerindeling: nodes per rack</translation>
    </message>
    <message>
        <source>Floor layout: racks per row</source>
        <translation>Vloerindeling: racks per rij</translation>
    </message>
    <message>
        <source>Floor layout: rack width</source>
        <translation>Vloerindeling: rackbreedte</translation>
    </message>
    <message>
        <source>Floor layout: row pitch</source>
        <translation>Vloerindeling: rijafstand (hart op hart)</translation>
    </message>
    <message>
        <source>Floor layout: rise to the cable tray, each end</source>
        <translation>Vloerindeling: opgang naar de kabelgoot, per kabeleinde</translation>
    </message>
    <message>
        <source>Floor layout: slack per run</source>
        <translation>Vloerindeling: reservelengte per kabel</translation>
    </message>
    <message>
        <source>Floor layout: spine and core racks</source>
        <translation>Vloerindeling: racks voor spine- en core-switches</translation>
    </message>
    <message>
        <source>in the middle of the floor</source>
        <translation>midden op de vloer</translation>
    </message>
    <message>
        <source>at the end of the row</source>
        <translation>aan het eind van de rij</translation>
    </message>
    <message>
        <source>Appendix: cabling plan</source>
        <translation>Bijlage: bekabelingsplan</translation>
    </message>
    <message>
        <source>The design as drawn, one row per cable (%1 in all): each link of each fabric, bundles and the lanes of a split port counted one row each, sorted as an installer works, by rack, then device, then port. The label is printed on both ends of the cable. A device&apos;s name begins with its rack (its unit). A port is a switch&apos;s cage (with the lane of a split cage after the slash) or a node&apos;s NIC and port; the part is the transceiver or cable end in that port, the cable the cable or fibre between them. The same rows as the cabling plan export (CSV or spreadsheet), which also has the racks, the medium and the speed as columns.</source>
        <translation>Het ontwerp zoals getekend, één regel per kabel (%1 in totaal): elke link van elke fabric, waarbij bundels en de lanes van een gesplitste poort elk een eigen regel krijgen, gesorteerd zoals een installateur werkt: per rack, dan per apparaat, dan per poort. Het label komt op beide uiteinden van de kabel. De naam van een apparaat begint met zijn rack (zijn eenheid). Een poort is een cage van een switch (met na de schuine streep de lane van een gesplitste cage) of een NIC en poort van een node; het onderdeel is de transceiver of het kabeluiteinde in die poort, de kabel de kabel of glasvezel daartussen. Dezelfde regels als de export van het bekabelingsplan (CSV of spreadsheet), die ook het rack, het medium en de snelheid als kolommen heeft.</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Label</translation>
    </message>
    <message>
        <source>A device</source>
        <translation>Apparaat A</translation>
    </message>
    <message>
        <source>A port</source>
        <translation>Poort A</translation>
    </message>
    <message>
        <source>A part</source>
        <translation>Onderdeel A</translation>
    </message>
    <message>
        <source>B device</source>
        <translation>Apparaat B</translation>
    </message>
    <message>
        <source>B port</source>
        <translation>Poort B</translation>
    </message>
    <message>
        <source>B part</source>
        <translation>Onderdeel B</translation>
    </message>
    <message>
        <source>Cable</source>
        <translation>Kabel</translation>
    </message>
    <message>
        <source>Length (m)</source>
        <translation>Lengte (m)</translation>
    </message>
    <message>
        <source>The design as drawn has no links yet.</source>
        <translation>Het ontwerp zoals getekend heeft nog geen links.</translation>
    </message>
    <message>
        <source>Floor layout: rack height</source>
        <translation>Vloerindeling: rackhoogte</translation>
    </message>
    <message>
        <source>%1 U</source>
        <translation>%1 U</translation>
    </message>
    <message>
        <source>unknown (no rack elevation)</source>
        <translation>onbekend (geen rackindeling)</translation>
    </message>
    <message>
        <source>Rack height (U)</source>
        <translation>Rackhoogte (U)</translation>
    </message>
    <message>
        <source>Rack</source>
        <translation>Rack</translation>
    </message>
    <message>
        <source>One rack holds</source>
        <translation>Eén rack bevat</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>Racks</translation>
    </message>
    <message>
        <source>Rack units</source>
        <translation>Hoogte (U)</translation>
    </message>
    <message>
        <source>Power per rack</source>
        <translation>Vermogen per rack</translation>
    </message>
    <message>
        <source>Node rack</source>
        <translation>Rack met nodes</translation>
    </message>
    <message>
        <source>Network rack</source>
        <translation>Netwerkrack</translation>
    </message>
    <message>
        <source>%1 of %2 U</source>
        <translation>%1 van %2 U</translation>
    </message>
    <message>
        <source>%1 kW</source>
        <translation>%1 kW</translation>
    </message>
    <message>
        <source>as a rack-scale system with its NVLink switch trays and power shelves</source>
        <translation>als systeem op rackschaal met zijn NVLink-switchtrays en voedingsunits</translation>
    </message>
    <message>
        <source>at least %1 kW</source>
        <translation>minstens %1 kW</translation>
    </message>
    <message>
        <source>a network operating system licence or subscription for each of the %1 Ethernet switches (Cumulus Linux, SONiC with support or the vendor&apos;s own system), and NetQ or equivalent monitoring if wanted</source>
        <translation>een licentie of abonnement voor het netwerkbesturingssysteem van elk van de %1 Ethernet-switches (Cumulus Linux, SONiC met ondersteuning of het eigen systeem van de leverancier), en desgewenst NetQ of vergelijkbare monitoring</translation>
    </message>
    <message>
        <source>Licences to quote, not in the total (no public price): %1.</source>
        <translation>Licenties waarvoor een offerte nodig is, niet in het totaal (geen openbare prijs): %1.</translation>
    </message>
    <message>
        <source>Software licences and support contracts without a public price (their quantities are listed under each bill); the TCO counts support as %1 of the capital cost per year, not as a quoted contract.</source>
        <translation>Softwarelicenties en ondersteuningscontracten zonder openbare prijs (de aantallen staan onder elke stuklijst); de TCO rekent ondersteuning als %1 van de aanschafkosten per jaar, niet als een contract volgens offerte.</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>Hoogte</translation>
    </message>
    <message>
        <source>%1 less</source>
        <translation>%1 minder</translation>
    </message>
    <message>
        <source>Each source note starts with its tag in words, followed by the catalogue&apos;s own note; the citation in it (title, web address, part number) is given as published, so that every source can be checked.</source>
        <translation>Elke bronvermelding begint met het type bron in woorden, gevolgd door de toelichting uit de catalogus; de vindplaats zelf (titel, webadres, onderdeelnummer) staat er zoals gepubliceerd, zodat elke bron te controleren is.</translation>
    </message>
    <message>
        <source>Network TCO per year, in millions (continued)</source>
        <translation>Netwerk-TCO per jaar, in miljoenen (vervolg)</translation>
    </message>
    <message>
        <source>Suppliers: the number of switch vendors to choose from is %1, against %2 on %3 (%4).</source>
        <translation>Leveranciers: keuze uit %1 switchleveranciers, tegen %2 bij %3 (%4).</translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln more point(s) in the editor&apos;s issues list.</source>
        <translation>
            <numerusform>%1: nog %Ln punt in de meldingenlijst van de editor.</numerusform>
            <numerusform>%1: nog %Ln punten in de meldingenlijst van de editor.</numerusform>
        </translation>
    </message>
    <message>
        <source>falls by %1</source>
        <translation>dalen met %1</translation>
    </message>
    <message>
        <source>falls by at most %1</source>
        <translation>dalen met hoogstens %1</translation>
    </message>
    <message>
        <source>rises by %1</source>
        <translation>stijgen met %1</translation>
    </message>
    <message>
        <source>rises by at least %1</source>
        <translation>stijgen met minstens %1</translation>
    </message>
    <message>
        <source>A second network plane with dual-port NICs meets it: the network capital cost of %1 %2, that of %3 %4.</source>
        <translation>Een tweede netwerkvlak met NIC&apos;s met twee poorten voldoet eraan: de aanschafkosten van het netwerk bij %1 %2, bij %3 %4.</translation>
    </message>
    <message>
        <source>A second network plane with dual-port NICs meets it: the network capital cost of %1 %2.</source>
        <translation>Een tweede netwerkvlak met NIC&apos;s met twee poorten voldoet eraan: de aanschafkosten van het netwerk bij %1 %2.</translation>
    </message>
    <message>
        <source>now %1 more</source>
        <translation>nu %1 meer</translation>
    </message>
    <message>
        <source>now %1 less</source>
        <translation>nu %1 minder</translation>
    </message>
    <message>
        <source>With the requirement met, the network TCO of %1 over %2 years is %3 (%4) more than that of %5 (%6).</source>
        <translation>Als aan de eis is voldaan, is de netwerk-TCO van %1 over %2 jaar %3 (%4) hoger dan die van %5 (%6).</translation>
    </message>
    <message>
        <source>With the requirement met, the network TCO of %1 over %2 years is %3 (%4) less than that of %5 (%6).</source>
        <translation>Als aan de eis is voldaan, is de netwerk-TCO van %1 over %2 jaar %3 (%4) lager dan die van %5 (%6).</translation>
    </message>
    <message>
        <source>Resolve the unmet requirement: add the second network plane to the design of %1 (network capital cost %2 instead of %3) and compare the options again on two planes, or waive the requirement explicitly.</source>
        <translation>Los de eis op waaraan niet is voldaan: voeg het tweede netwerkvlak toe aan het ontwerp met %1 (aanschafkosten netwerk %2 in plaats van %3) en vergelijk de opties opnieuw op twee vlakken, of laat de eis uitdrukkelijk vallen.</translation>
    </message>
    <message>
        <source>Training step time, fastest option = 100 %</source>
        <translation>Staptijd training, snelste optie = 100 %</translation>
    </message>
    <message>
        <source>The same GPUs, nodes and workload in each variant. InfiniBand puts the compute and storage fabrics on InfiniBand, Ethernet/RoCE puts every fabric on Ethernet, and the hybrid keeps the compute fabric on InfiniBand and storage on Ethernet; the front-end and management networks are Ethernet in every variant. Collective figures are for all %1 GPUs.</source>
        <translation>Elke variant heeft dezelfde GPU&apos;s, nodes en workload. InfiniBand zet de compute- en opslagfabric op InfiniBand, Ethernet/RoCE zet alle fabrics op Ethernet en de hybride variant houdt de compute-fabric op InfiniBand en de opslag op Ethernet; het front-end- en het beheernetwerk zijn in elke variant Ethernet. De cijfers voor collectieve bewerkingen gelden voor alle %1 GPU&apos;s.</translation>
    </message>
    <message>
        <source>A GPU is cut off when every port of its NIC is lost; bandwidth lost is the larger of the injection and the bisection lost (the capacity between the cluster&apos;s two halves, of which a failed leaf&apos;s links all sit in one). The capital cost includes the NICs, so the dual-port NICs are in it; the TCO adds energy and support over the depreciation period.</source>
        <translation>Een GPU is onbereikbaar als alle poorten van zijn NIC wegvallen; de verloren bandbreedte is het grootste van het verlies aan injectie- en aan bisectiebandbreedte (de capaciteit tussen de twee helften van het cluster; alle links van een uitgevallen leaf liggen in één helft). De investering omvat de NIC&apos;s, dus ook de NIC&apos;s met twee poorten; de TCO telt daar energie en ondersteuning over de afschrijvingstermijn bij op.</translation>
    </message>
    <message>
        <source>GPUs in service</source>
        <translation>GPU&apos;s in gebruik</translation>
    </message>
    <message>
        <source>Network TCO over the depreciation period</source>
        <translation>Netwerk-TCO over de afschrijvingstermijn</translation>
    </message>
    <message>
        <source>A GPU is cut off when every port of its NIC is lost. Bandwidth lost is the larger of the injection and the bisection lost; the bisection is the capacity between the cluster&apos;s two halves, and a failed leaf&apos;s links all sit in one half, so it takes up to twice its share of the GPUs from the bisection. A job spanning the cluster survives a failure only when no GPU is cut off: NICs with two ports, each on another plane (single-port NICs on two planes still lose the GPU on a failed switch&apos;s rail).</source>
        <translation>Een GPU is onbereikbaar als alle poorten van zijn NIC wegvallen. De verloren bandbreedte is het grootste van beide verliezen: aan injectie- of aan bisectiebandbreedte. De bisectie is de capaciteit tussen de twee helften van het cluster; alle links van een uitgevallen leaf liggen in één helft, zodat die leaf tot tweemaal zijn aandeel in de GPU&apos;s van de bisectie wegneemt. Een clusterbrede job overleeft uitval alleen als geen enkele GPU onbereikbaar wordt: NIC&apos;s met twee poorten, elk op een ander vlak (NIC&apos;s met één poort verliezen ook op twee vlakken de GPU op de rail van een uitgevallen switch).</translation>
    </message>
    <message>
        <source>TCO year by year</source>
        <translation>TCO per jaar</translation>
    </message>
    <message>
        <source>GPU time lost against the fastest, per year</source>
        <translation>Verloren GPU-tijd ten opzichte van de snelste, per jaar</translation>
    </message>
    <message>
        <source>The designs first generated for the options did not meet them; each technology is therefore compared as the cheapest design found that does (chapter &quot;%1&quot;).</source>
        <translation>De eerst gegenereerde ontwerpen voldeden daar niet aan; daarom is per technologie het goedkoopste ontwerp vergeleken dat wel voldoet (hoofdstuk &quot;%1&quot;).</translation>
    </message>
    <message>
        <source>A GPU on one switch port</source>
        <translation>Elke GPU hangt aan één switchpoort</translation>
    </message>
    <message>
        <source>A NIC port per GPU on each of two network planes (dual-port NICs) where a job must survive it; spares on site (%1 of the network parts, in the bills); a tested replacement procedure.</source>
        <translation>Per GPU een NIC-poort op elk van twee netwerkvlakken (NIC&apos;s met twee poorten) waar een job de uitval moet overleven; reserveonderdelen op locatie (%1 van de netwerkonderdelen, in de stuklijsten); een geteste vervangingsprocedure.</translation>
    </message>
    <message>
        <source>Two planes can cost less than one: on ports of half the speed a switch has twice the ports, so each plane may need a tier less (fewer switches and optics).</source>
        <translation>Twee vlakken kunnen minder kosten dan één: met poorten van de halve snelheid heeft een switch twee keer zoveel poorten, zodat elk vlak soms een laag minder nodig heeft (minder switches en optiek).</translation>
    </message>
    <message>
        <source>NVIDIA Skyway GA100 InfiniBand-to-Ethernet gateway</source>
        <translation>NVIDIA Skyway GA100 InfiniBand-naar-Ethernet-gateway</translation>
    </message>
    <message>
        <source>InfiniBand-to-Ethernet gateway throughput each way (Gb/s)</source>
        <translation>Doorvoer van een InfiniBand-naar-Ethernet-gateway per richting (Gb/s)</translation>
    </message>
    <message>
        <source>Risk: no RoCE tuning to get right, against %1 of the bandwidth at stake on %2 if its tuning falls short (%3).</source>
        <translation>Risico: geen RoCE-afstelling die moet kloppen, tegen %1 van de bandbreedte die bij %2 op het spel staat als de afstelling tekortschiet (%3).</translation>
    </message>
    <message>
        <source>Run a proof of concept of %1 with nccl-tests (all-reduce and all-to-all), on two nodes and then on one scalable unit, and compare the results with the model.</source>
        <translation>Voer een proof of concept uit met %1 en nccl-tests (all-reduce en all-to-all), eerst op twee nodes en dan op één schaalbare eenheid, en vergelijk de resultaten met het model.</translation>
    </message>
    <message>
        <source>Run a proof of concept of %1 with nccl-tests on two nodes, then on one scalable unit, and compare its bus bandwidth with the model&apos;s (for the whole cluster %2 GB/s at an all-reduce of 1 GiB).</source>
        <translation>Voer een proof of concept uit met %1 en nccl-tests op twee nodes en daarna op één schaalbare eenheid, en vergelijk de gemeten busbandbreedte met het model (voor het hele cluster %2 GB/s bij een all-reduce van 1 GiB).</translation>
    </message>
    <message>
        <source>Why %1 (%2 points ahead on a weighted score of 0-10)</source>
        <translation>Waarom %1 (%2 punten voor op een gewogen score van 0-10)</translation>
    </message>
    <message>
        <source>Not modelled path by path: traffic of other jobs, congestion and hash collisions in the fabric, failures, and differences between software versions. Routing enters as one efficiency factor per fabric: Ethernet/RoCE with adaptive routing at %1 of InfiniBand&apos;s efficiency (a vendor-sponsored measurement; plain ECMP at %2 of it, untuned at %3), so the Ethernet/RoCE figures assume the routing and tuning the project sets, which the proof of concept must confirm.</source>
        <translation>Niet per pad gemodelleerd: verkeer van andere jobs, congestie en hashbotsingen in de fabric, uitval en verschillen tussen softwareversies. Routering telt mee als één efficiëntiefactor per fabric: Ethernet/RoCE met adaptieve routering op %1 van de efficiëntie van InfiniBand (een door een leverancier gesponsorde meting; gewone ECMP op %2 daarvan, zonder afstelling op %3). De cijfers voor Ethernet/RoCE gaan dus uit van de routering en afstelling die het project instelt; de proof of concept moet die bevestigen.</translation>
    </message>
    <message>
        <source>In this design: a compute fabric on %1 with 1 tier (switches: %2).</source>
        <translation>In dit ontwerp: een compute-fabric op %1 met 1 laag (switches: %2).</translation>
    </message>
    <message>
        <source>In this design: a compute fabric on %1 with %2 tiers (switches: %3).</source>
        <translation>In dit ontwerp: een compute-fabric op %1 met %2 lagen (switches: %3).</translation>
    </message>
    <message>
        <source>out-of-band management (BMCs, switch management)</source>
        <translation>out-of-band-beheer (BMC&apos;s, beheerpoorten van switches)</translation>
    </message>
    <message>
        <source>1GbE patch cord (Cat6A, RJ45)</source>
        <translation>1GbE-patchkabel (Cat6A, RJ45)</translation>
    </message>
    <message>
        <source>1GbE management patch cord, price</source>
        <translation>1GbE-patchkabel voor beheer, prijs</translation>
    </message>
    <message>
        <source>No public part number: the catalogue id stands in; ask for it in the quote</source>
        <translation>Geen openbaar onderdeelnummer: hier staat de catalogus-id; laat het onderdeelnummer in de offerte vermelden</translation>
    </message>
    <message>
        <source>%1 nodes per unit × %2 units</source>
        <translation>%1 nodes per eenheid × %2 eenheden</translation>
    </message>
    <message>
        <source>the compute, storage, front-end and management networks</source>
        <translation>de compute-, opslag-, front-end- en beheernetwerken</translation>
    </message>
    <message>
        <source>the networks in the design</source>
        <translation>de netwerken in het ontwerp</translation>
    </message>
    <message>
        <source>%1 costs %2 (%3) more than %4 in network TCO over %5 years for the cluster as designed now, but %6 less along the growth plan to %8 GPUs in year %9 (%4 costs %7 more there).</source>
        <translation>%1 kost over %5 jaar %2 (%3) meer aan netwerk-TCO dan %4 voor het cluster zoals het nu is ontworpen, maar %6 minder volgens het groeiplan naar %8 GPU&apos;s in jaar %9 (daar kost %4 %7 meer).</translation>
    </message>
    <message>
        <source>%1 costs %2 less than %4 in network TCO over %5 years for the cluster as designed now (%4 costs %3 more), but %6 (%7) more along the growth plan to %8 GPUs in year %9.</source>
        <translation>%1 kost over %5 jaar %2 minder aan netwerk-TCO dan %4 voor het cluster zoals het nu is ontworpen (%4 kost %3 meer), maar %6 (%7) meer volgens het groeiplan naar %8 GPU&apos;s in jaar %9.</translation>
    </message>
    <message>
        <source>%1 costs %2 less than %4 in network TCO over %5 years for the cluster as designed now and %6 less along the growth plan to %8 GPUs in year %9 (%4 costs %3 and %7 more).</source>
        <translation>%1 kost over %5 jaar %2 minder aan netwerk-TCO dan %4 voor het cluster zoals het nu is ontworpen, en %6 minder volgens het groeiplan naar %8 GPU&apos;s in jaar %9 (%4 kost %3 en %7 meer).</translation>
    </message>
    <message>
        <source>%1 costs %2 less than %4 in network TCO over %5 years (%4 costs %3 more).</source>
        <translation>%1 kost over %5 jaar %2 minder aan netwerk-TCO dan %4 (%4 kost %3 meer).</translation>
    </message>
    <message>
        <source>the compute fabric alone</source>
        <translation>alleen de compute-fabric</translation>
    </message>
    <message>
        <source>With %1 (%2 %3) %4 would be recommended.</source>
        <translation>Met %1 (%2 %3) krijgt %4 de voorkeur.</translation>
    </message>
    <message>
        <source>Along the growth plan (the span of the score and the TCO): %1 of GPU time.</source>
        <translation>Over de planperiode (die van score en TCO): %1 aan GPU-tijd.</translation>
    </message>
    <message>
        <source>Over the %1 years of the TCO: %2 of GPU time.</source>
        <translation>Over de %1 jaar van de TCO: %2 aan GPU-tijd.</translation>
    </message>
    <message>
        <source>Schematic of the recommended option, %1, as it is compared: the design the recommendation and the bill of materials are for.</source>
        <translation>Schema van de geadviseerde optie, %1, zoals die is vergeleken: het ontwerp waarvoor het advies en de stuklijst gelden.</translation>
    </message>
    <message>
        <source>The recommended option: %1</source>
        <translation>De geadviseerde optie: %1</translation>
    </message>
    <message>
        <source>Power a network rack may draw (kW)</source>
        <translation>Vermogen dat een netwerkrack mag opnemen (kW)</translation>
    </message>
    <message>
        <source>0: the options tie</source>
        <translation>0: de opties staan gelijk</translation>
    </message>
    <message>
        <source>NCCL over TCP sockets, share of line rate</source>
        <translation>NCCL over TCP-sockets, deel van de lijnsnelheid</translation>
    </message>
    <message>
        <source>InfiniBand inside each scalable unit and Ethernet between the units, through InfiniBand-to-Ethernet gateways (counted, price unknown); the gateways forward IP, not RDMA, so a job that spans units runs NCCL over TCP sockets.</source>
        <translation>InfiniBand binnen elke schaalbare eenheid en Ethernet tussen de eenheden, via gateways van InfiniBand naar Ethernet (geteld, prijs onbekend); de gateways geven IP door, geen RDMA, dus een job die meerdere eenheden beslaat, gebruikt NCCL over TCP-sockets.</translation>
    </message>
    <message>
        <source>and %1 ports of %2 Gb/s for the storage targets (not drawn)</source>
        <translation>en %1 poorten van %2 Gb/s voor de opslagdoelen (niet getekend)</translation>
    </message>
    <message>
        <source>less than %1</source>
        <translation>minder dan %1</translation>
    </message>
    <message>
        <source> (NCCL over TCP sockets between units, no SHARP)</source>
        <translation> (NCCL over TCP-sockets tussen eenheden, geen SHARP)</translation>
    </message>
    <message>
        <source>%1 (compute fabric)</source>
        <translation>%1 (compute-fabric)</translation>
    </message>
    <message>
        <source>between the InfiniBand leaves and the Ethernet spines</source>
        <translation>tussen de InfiniBand-leaf-switches en de Ethernet-spineswitches</translation>
    </message>
    <message>
        <source>Every catalogue figure the analyses of this design use, with its confidence and source. Tags: P primary (vendor documentation, measurements), S secondary (press, reports), E estimate, D derived by arithmetic from other figures, U set in this project. Prices are in EUR of the price year shown.</source>
        <translation>Elke cataloguswaarde die de analyses van dit ontwerp gebruiken, met betrouwbaarheid en bron. Tags: P primair (documentatie van de leverancier, metingen), S secundair (pers, rapporten), E schatting (estimate), D afgeleid (derived) door berekening uit andere waarden, U in dit project ingesteld (user). Prijzen in euro&apos;s, prijspeil van het vermelde jaar.</translation>
    </message>
    <message>
        <source>Two planes: switches in all (per plane; tiers)</source>
        <translation>Twee vlakken: switches in totaal (per vlak; lagen)</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2 per plane; %n tier(s))</source>
        <translation>
            <numerusform>%1 (%2 per vlak; %n laag)</numerusform>
            <numerusform>%1 (%2 per vlak; %n lagen)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… %Ln more node(s)</source>
        <translation>
            <numerusform>… nog %Ln node</numerusform>
            <numerusform>… nog %Ln nodes</numerusform>
        </translation>
    </message>
    <message>
        <source>Availability: the failure of one switch (at worst %1) cuts off %2 GPUs and stops a job that spans the cluster.</source>
        <translation>Beschikbaarheid: de uitval van één switch (in het ergste geval %1) maakt %2 GPU&apos;s onbereikbaar en stopt een clusterbrede job.</translation>
    </message>
    <message>
        <source>NICs with a port on each plane</source>
        <translation>NIC&apos;s met een poort op elk vlak</translation>
    </message>
    <message>
        <source>Two network planes with a NIC port per GPU on each</source>
        <translation>Twee netwerkvlakken met per GPU een NIC-poort op elk vlak</translation>
    </message>
    <message>
        <source>−%1 points</source>
        <translation>−%1 punten</translation>
    </message>
    <message>
        <source>Performance: a training step an estimated %1 longer than on %2 (%3).</source>
        <translation>Prestaties: een trainingsstap die naar schatting %1 langer duurt dan bij %2 (%3).</translation>
    </message>
    <message>
        <source>Partly offset by %1</source>
        <translation>Deels gecompenseerd door %1</translation>
    </message>
    <message>
        <source>%1 nodes of type %2. Per node: %3, %4 for the compute fabric and %5 for storage and the front-end.</source>
        <translation>%1 nodes van het type %2. Per node: %3, %4 voor de compute-fabric en %5 voor opslag en front-end.</translation>
    </message>
    <message>
        <source>%1 nodes of type %2. Per node: %3 and %4 for the compute fabric.</source>
        <translation>%1 nodes van het type %2. Per node: %3 en %4 voor de compute-fabric.</translation>
    </message>
    <message>
        <source>InfiniBand-to-Ethernet gateway height (U)</source>
        <translation>Hoogte van een InfiniBand-naar-Ethernet-gateway (U)</translation>
    </message>
    <message>
        <source>A complete, separate copy of the fabric. When every NIC has a port on each plane (dual-port NICs), the failure of a switch in one plane cuts off no GPU; when each node&apos;s single-port NICs are split between the planes, they add capacity, not redundancy.</source>
        <translation>Een volledige, afzonderlijke kopie van de fabric. Heeft elke NIC een poort op elk vlak (NIC&apos;s met twee poorten), dan sluit de uitval van een switch in één vlak geen enkele GPU af; worden de NIC&apos;s met één poort van elke node over de vlakken verdeeld, dan voegen de vlakken capaciteit toe, geen redundantie.</translation>
    </message>
    <message>
        <source>Where two planes cost less with as many switches and tiers as one plane, the difference is in the dual-port node type&apos;s NICs and in the optics and cables of its ports of half the speed.</source>
        <translation>Waar twee vlakken minder kosten met evenveel switches en lagen als één vlak, zit het verschil in de NIC&apos;s van het nodetype met twee poorten en in de optiek en kabels van zijn poorten op halve snelheid.</translation>
    </message>
    <message>
        <source>The other criteria together: %1.</source>
        <translation>De overige criteria samen: %1.</translation>
    </message>
    <message>
        <source>This report compares the scale-out fabric of &quot;%1&quot; in three variants: InfiniBand, Ethernet with RoCE, and a hybrid of the two, next to the design as drawn. The cluster has %2 GPUs in %3 nodes; the workload is %4</source>
        <translation>Dit rapport vergelijkt de scale-out-fabric van &quot;%1&quot; in drie varianten: InfiniBand, Ethernet met RoCE en een hybride van beide, en zet die naast het getekende ontwerp. Het cluster heeft %2 GPU&apos;s in %3 nodes; de workload is %4</translation>
    </message>
    <message>
        <source>%1, with %2 of the step time spent communicating (the workload profile&apos;s figure).</source>
        <translation>%1 en %2 van de staptijd gaat op aan communicatie (het cijfer uit het workloadprofiel).</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 t/m %2</translation>
    </message>
    <message>
        <source>%1; its modelled training step spends %2 of its time waiting on the network (communication not hidden behind computation).</source>
        <translation>%1; de gemodelleerde trainingsstap wacht %2 van de tijd op het netwerk (communicatie die niet achter rekenwerk verborgen blijft).</translation>
    </message>
    <message>
        <source>Year 0 is the purchase of the design now. The build-out to the 1- and 3-year targets is bought at the end of that year: the network of the design generated at the target size with the same parameters, minus the network already in place, plus moving every link above the leaves when a tier or a plane is added, or the leaves&apos; uplinks that move to new spines (assumption &quot;%1&quot;). Energy and support are paid each year for the design in place, so a build-out bought at the end of year 1 is in service from year 2. The recommendation&apos;s TCO criterion uses the last year&apos;s cumulative TCO.</source>
        <translation>Jaar 0 is de aanschaf van het ontwerp zoals het nu is. De uitbreiding naar de doelen over 1 en 3 jaar wordt aan het eind van dat jaar gekocht: het netwerk van het ontwerp dat met dezelfde parameters op de doelomvang wordt gegenereerd, min het netwerk dat er al staat, plus het omleggen van elke link boven de leafs wanneer er een laag of een vlak bijkomt, of van de uplinks van de leafs die naar nieuwe spines verhuizen (aanname &quot;%1&quot;). Energie en ondersteuning worden elk jaar betaald voor het ontwerp dat er dan staat; een uitbreiding die aan het eind van jaar 1 wordt gekocht, is dus vanaf jaar 2 in gebruik. Het TCO-criterium van het advies rekent met de cumulatieve TCO van het laatste jaar.</translation>
    </message>
    <message>
        <source>As designed: switches (tiers)</source>
        <translation>Zoals ontworpen: switches (lagen)</translation>
    </message>
    <message>
        <source>%1 (%2; %3 planes)</source>
        <translation>%1 (%2; %3 vlakken)</translation>
    </message>
    <message>
        <source>This cluster&apos;s own cost is about %1 per GPU-hour.</source>
        <translation>Eigen kosten van dit cluster: ca. %1 per GPU-uur.</translation>
    </message>
    <message>
        <source>PDUs per rack of nodes</source>
        <translation>PDU&apos;s per rack met nodes</translation>
    </message>
    <message>
        <source>PDUs per network rack</source>
        <translation>PDU&apos;s per netwerkrack</translation>
    </message>
    <message>
        <source>As many as the out-of-band ports of each unit need: its nodes&apos; BMCs, its racks&apos; PDUs and its switches&apos; management ports. The bill of materials adds those of the network racks, the 1GbE cords and two 100GbE uplinks from each to the in-band network.</source>
        <translation>Zoveel als de out-of-band-poorten van elke eenheid vragen: de BMC&apos;s van haar nodes, de PDU&apos;s van haar racks en de beheerpoorten van haar switches. De stuklijst voegt die van de netwerkracks toe, de 1GbE-kabels en twee 100GbE-uplinks van elk naar het in-band-netwerk.</translation>
    </message>
    <message>
        <source>subnet managers (an HA pair per fabric)</source>
        <translation>subnetmanagers (een HA-paar per fabric)</translation>
    </message>
    <message>
        <source>management, for the network racks</source>
        <translation>beheer, voor de netwerkracks</translation>
    </message>
    <message>
        <source>management, in the node racks</source>
        <translation>beheer, in de racks met nodes</translation>
    </message>
    <message>
        <source>the top unit for the out-of-band network (a management switch or its patch panel)</source>
        <translation>de bovenste U voor het out-of-band-netwerk (een beheerswitch of het patchpaneel ervan)</translation>
    </message>
    <message>
        <source>Storage or front-end networks that the design does not draw, the storage targets and their cables, and in-band switch ports for the out-of-band uplinks where the front-end fabric has too few free ones.</source>
        <translation>Opslag- of front-endnetwerken die niet in het ontwerp zijn getekend, de opslagdoelen en hun kabels, en in-band-switchpoorten voor de out-of-band-uplinks waar de front-end-fabric te weinig vrije poorten heeft.</translation>
    </message>
    <message>
        <source>On money alone (TCO and GPU time) %1 is %2 ahead; %3 wins on the other criteria.</source>
        <translation>Puur financieel (TCO plus GPU-tijd) is %1 %2 voordeliger; %3 wint op de andere criteria.</translation>
    </message>
    <message>
        <source>RoCE tuning: lossless settings (PFC, ECN, congestion control) that are not tuned and kept consistent lose up to %1 of the modelled bandwidth (%2 counted, given the team&apos;s RoCE experience).</source>
        <translation>RoCE-afstelling: slecht of inconsistent afgestelde lossless-instellingen (PFC, ECN, congestiebeheersing) kosten tot %1 van de bandbreedte (%2 meegeteld bij de RoCE-ervaring van het team).</translation>
    </message>
    <message>
        <source>Growth: the %1-year target of %2 GPUs needs %3 tiers instead of %4, with a new switch tier and re-cabling; the TCO along the growth plan counts them.</source>
        <translation>Groei: het doel van %2 GPU&apos;s over %1 jaar vraagt %3 lagen in plaats van %4, met een nieuwe switchlaag en herbekabeling; de TCO volgens het groeiplan telt die mee.</translation>
    </message>
    <message>
        <source>The design&apos;s %1 planes split each node&apos;s NICs between them (one port per NIC): they add capacity, not redundancy.</source>
        <translation>De %1 vlakken verdelen de NIC&apos;s van elke node (één poort per NIC): meer capaciteit, geen redundantie.</translation>
    </message>
    <message>
        <source>%1&apos;s TCO is a lower bound: parts of its bill have no power or price figure (chapter &quot;%2&quot;).</source>
        <translation>De TCO van %1 is een ondergrens: voor onderdelen op de stuklijst ontbreekt een stroomverbruik of prijs (hoofdstuk &quot;%2&quot;).</translation>
    </message>
    <message>
        <source>The training step is compared in per cent only (the relative row): %1</source>
        <translation>De trainingsstap wordt alleen in procenten vergeleken (de relatieve regel): %1</translation>
    </message>
    <message>
        <source>The exposed communication is the cost of the share of each variant&apos;s own step spent waiting on the network, so the difference between two variants&apos; exposed communication is smaller than the GPU time lost.</source>
        <translation>De niet-overlappende communicatie is de waarde van het deel van de eigen stap van elke variant dat op het netwerk wacht; het verschil tussen twee varianten is daardoor kleiner dan de verloren GPU-tijd.</translation>
    </message>
    <message>
        <source>%1: %2 tiers instead of %3</source>
        <translation>%1: %2 lagen in plaats van %3</translation>
    </message>
    <message>
        <source>%1: full at %2 GPUs</source>
        <translation>%1: vol bij %2 GPU&apos;s</translation>
    </message>
    <message>
        <source>Growth needs another tier</source>
        <translation>Groei vraagt een extra laag</translation>
    </message>
    <message>
        <source>A new switch tier, re-cabling of the links between the tiers and a maintenance window (%1); the TCO along the growth plan counts the capital cost.</source>
        <translation>Een nieuwe switchlaag, herbekabeling van de verbindingen tussen de lagen en een onderhoudsvenster (%1); de TCO volgens het groeiplan telt de aanschafkosten mee.</translation>
    </message>
    <message>
        <source>Reserve rack space, power and cable paths for the tier now; order the leaves with the uplink optics the next tier needs.</source>
        <translation>Reserveer nu rackruimte, stroom en kabelgoten voor de laag; bestel de leafs met de uplink-optiek die de volgende laag nodig heeft.</translation>
    </message>
    <message>
        <source>%1 nodes of type %2. Per node: %3, %4 for the compute fabric and %5 for storage and the front-end, not connected in this design.</source>
        <translation>%1 nodes van het type %2. Per node: %3, %4 voor de compute-fabric en %5 voor opslag en front-end, in dit ontwerp niet aangesloten.</translation>
    </message>
    <message>
        <source>Rail-optimized on planes: NIC k of every node goes to the leaves of rail k, one on each plane its ports are on (rail 1A, 1B: rail 1 on planes A and B).</source>
        <translation>Rail-geoptimaliseerd op vlakken: NIC k van elke node is aangesloten op de leafs van rail k, één op elk vlak waar zijn poorten op zitten (rail 1A, 1B: rail 1 op de vlakken A en B).</translation>
    </message>
    <message>
        <source>leaf to aggregation</source>
        <translation>leaf naar aggregatie</translation>
    </message>
    <message>
        <source>aggregation to core</source>
        <translation>aggregatie naar core</translation>
    </message>
    <message>
        <source>After the quotes: %1 stays cheaper than %2 over the growth plan&apos;s %3 years with the quoted prices (now %4 less in TCO along the plan).</source>
        <translation>Na de offertes: %1 blijft met de geoffreerde prijzen over de %3 jaar van het groeiplan goedkoper dan %2 (nu %4 lagere TCO volgens het groeiplan).</translation>
    </message>
    <message>
        <source>Management ports of a rack-scale rack besides its trays</source>
        <translation>Managementpoorten van een rack-scale rack naast zijn trays</translation>
    </message>
    <message>
        <source>Racks for %1 (every network&apos;s switches)</source>
        <translation>Racks voor %1 (switches van alle netwerken)</translation>
    </message>
    <message>
        <source>Power per rack: the devices&apos; typical power as the catalogue gives it; a switch&apos;s figure leaves out the optics in its cages, which draw their own (per module in the bill above). Network racks are filled up to &quot;%1&quot; against each switch&apos;s maximum power, optics included. The switches of every network (compute, storage, front-end) and the gateways share the network racks: a unit&apos;s leaves stand in its own, the spines and cores in central ones, spread evenly over the fewest racks that hold them.</source>
        <translation>Vermogen per rack: het typische vermogen van de apparaten volgens de catalogus; dat van een switch is zonder de optische modules in zijn poorten, die apart vermogen opnemen (per module in de stuklijst hierboven). Netwerkracks worden gevuld tot &quot;%1&quot;, gerekend met het maximale vermogen van elke switch inclusief optiek. De switches van alle netwerken (compute, opslag, front-end) en de gateways delen de netwerkracks: de leafs van een eenheid staan in haar eigen netwerkrack, de spines en cores in centrale racks, gelijk verdeeld over zo weinig mogelijk racks.</translation>
    </message>
    <message>
        <source>Interruptions of a cluster-wide job by the network, per year</source>
        <translation>Onderbrekingen van een clusterbrede job door het netwerk, per jaar</translation>
    </message>
    <message>
        <source>GPU time those interruptions lose, per year</source>
        <translation>GPU-tijd die deze onderbrekingen kosten, per jaar</translation>
    </message>
    <message>
        <source>Job interruptions from the network per link and year</source>
        <translation>Jobonderbrekingen door het netwerk per verbinding per jaar</translation>
    </message>
    <message>
        <source>Hours of the whole job lost per interruption</source>
        <translation>Verloren uren van de hele job per onderbreking</translation>
    </message>
    <message>
        <source>About %1 interruptions of a cluster-wide job a year from network switches and cables, at the rate of Meta&apos;s Llama 3 run</source>
        <translation>Ongeveer %1 onderbrekingen per jaar van een clusterbrede job door netwerkswitches en -kabels, uitgaande van de frequentie in de Llama 3-training van Meta</translation>
    </message>
    <message>
        <source>Not quantified: the catalogue has no failure rate for the network</source>
        <translation>Niet gekwantificeerd: de catalogus geeft geen storingsfrequentie voor het netwerk</translation>
    </message>
    <message>
        <source>Availability: the failure of one switch (at worst %1) cuts off %2 GPUs and stops a job that spans the cluster; switch and link failures stop it about %3 times a year (%4 of GPU time a year).</source>
        <translation>Beschikbaarheid: de uitval van één switch (in het ergste geval %1) maakt %2 GPU&apos;s onbereikbaar en stopt een clusterbrede job; uitval van switches en verbindingen stopt zo&apos;n job ongeveer %3 keer per jaar (%4 aan GPU-tijd per jaar).</translation>
    </message>
    <message>
        <source>Besides, a training step takes %1 instead of %2 (%3 shorter), worth %4 a year in GPU time.</source>
        <translation>Bovendien duurt een trainingsstap %1 in plaats van %2 (%3 korter); dat scheelt %4 per jaar aan GPU-tijd.</translation>
    </message>
    <message>
        <source>Besides, a training step takes %1 instead of %2 (%3 shorter).</source>
        <translation>Bovendien duurt een trainingsstap %1 in plaats van %2 (%3 korter).</translation>
    </message>
    <message>
        <source>Also, a training step takes %1 instead of %2 (%3 longer), which costs %4 a year in GPU time.</source>
        <translation>Ook duurt een trainingsstap %1 in plaats van %2 (%3 langer); dat kost %4 per jaar aan GPU-tijd.</translation>
    </message>
    <message>
        <source>Also, a training step takes %1 instead of %2 (%3 longer).</source>
        <translation>Ook duurt een trainingsstap %1 in plaats van %2 (%3 langer).</translation>
    </message>
    <message>
        <source>Besides, the training step is an estimated %1 shorter, worth %2 a year in GPU time.</source>
        <translation>Bovendien is de trainingsstap naar schatting %1 korter; dat is %2 per jaar aan GPU-tijd waard.</translation>
    </message>
    <message>
        <source>Besides, the training step is an estimated %1 shorter.</source>
        <translation>Bovendien is de trainingsstap naar schatting %1 korter.</translation>
    </message>
    <message>
        <source>Also, the training step is an estimated %1 longer, which costs %2 a year in GPU time.</source>
        <translation>Ook is de trainingsstap naar schatting %1 langer; dat kost %2 per jaar aan GPU-tijd.</translation>
    </message>
    <message>
        <source>Also, the training step is an estimated %1 longer.</source>
        <translation>Ook is de trainingsstap naar schatting %1 langer.</translation>
    </message>
    <message>
        <source>The compute fabric on InfiniBand.</source>
        <translation>De compute-fabric op InfiniBand.</translation>
    </message>
    <message>
        <source>The compute fabric on Ethernet, set up for RoCE (a lossless traffic class with PFC and ECN).</source>
        <translation>De compute-fabric op Ethernet, ingericht voor RoCE (een lossless verkeersklasse met PFC en ECN).</translation>
    </message>
    <message>
        <source>Compute on InfiniBand; storage, front-end and management on Ethernet where a design has them.</source>
        <translation>Compute op InfiniBand; opslag, front-end en beheer op Ethernet, voor zover een ontwerp die heeft.</translation>
    </message>
    <message>
        <source>Oversubscription as built (whole tier)</source>
        <translation>Overboeking zoals gebouwd (hele laag)</translation>
    </message>
    <message>
        <source>Certain on the growth plan</source>
        <translation>Zeker volgens het groeiplan</translation>
    </message>
    <message>
        <source>Unknown: the project sets no growth target; any growth beyond the design needs it</source>
        <translation>Onbekend: het project noemt geen groeidoel; elke uitbreiding voorbij dit ontwerp vraagt die laag</translation>
    </message>
    <message>
        <source>A new switch tier, re-cabling of the links between the tiers and a maintenance window (%1); the TCO in this report does not count it.</source>
        <translation>Een nieuwe switchlaag, herbekabeling van de verbindingen tussen de lagen en een onderhoudsvenster (%1); de TCO in dit rapport telt die uitbreiding niet mee.</translation>
    </message>
    <message numerus="yes">
        <source>%1 on %n plane(s)</source>
        <translation>
            <numerusform>%1 op %n vlak</numerusform>
            <numerusform>%1 op %n vlakken</numerusform>
        </translation>
    </message>
    <message>
        <source>Tornado: the solid line is the lead now, the dashed line zero, where another option would be recommended; the largest swing is on top. An assumption whose range does not move the lead is in the table only.</source>
        <translation>Tornadodiagram: de doorgetrokken lijn is de huidige voorsprong, de stippellijn nul, waar een andere optie geadviseerd zou worden; de grootste uitslag staat bovenaan. Een aanname waarvan het bereik de voorsprong niet verandert, staat alleen in de tabel.</translation>
    </message>
    <message>
        <source>Bus bandwidth as nccl-tests defines it (GB/s = 10⁹ bytes per second), from the alpha-beta model of the analysis. Costs cover the network only: switches, NICs, optics, cables, appliances and spares. TCO adds energy (with PUE) and support over the depreciation period. The GPU time lost against the fastest is the work a year of the cluster&apos;s GPU time does not get done with longer steps, at a cost per GPU-hour of %1.</source>
        <translation>Busbandbreedte zoals nccl-tests die definieert (GB/s = 10⁹ bytes per seconde), uit het alfa-bètamodel van de analyse. De kosten betreffen alleen het netwerk: switches, NIC&apos;s, optiek, kabels, appliances en reserveonderdelen. De TCO omvat daarnaast energie (incl. PUE) en ondersteuning gedurende de afschrijvingstermijn. De verloren GPU-tijd ten opzichte van de snelste is het werk dat het cluster in een jaar door langere stappen niet gedaan krijgt, tegen kosten per GPU-uur van %1.</translation>
    </message>
    <message>
        <source>%1 per link</source>
        <translation>%1 per verbinding</translation>
    </message>
    <message>
        <source>%1 per link and year</source>
        <translation>%1 per verbinding per jaar</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 uur</translation>
    </message>
    <message>
        <source>%1 GB/s per GPU</source>
        <translation>%1 GB/s per GPU</translation>
    </message>
    <message>
        <source>Growth plan: a further %1 (%2 in all</source>
        <translation>Groeiplan: daarna nog %1 (%2 in totaal</translation>
    </message>
    <message>
        <source> and </source>
        <translation> en </translation>
    </message>
    <message>
        <source>; %1 %2</source>
        <translation>; %1 %2</translation>
    </message>
    <message>
        <source>).</source>
        <translation>).</translation>
    </message>
    <message>
        <source>Request quotes for %1 and, for comparison, %2 from at least two suppliers, and compare again with the quoted prices.</source>
        <translation>Vraag bij minstens twee leveranciers offertes aan voor %1 en, ter vergelijking, %2, en vergelijk opnieuw met die prijzen.</translation>
    </message>
    <message>
        <source>Request quotes for %1 from at least two suppliers, and compare again with the quoted prices.</source>
        <translation>Vraag bij minstens twee leveranciers offertes aan voor %1 en vergelijk opnieuw met die prijzen.</translation>
    </message>
    <message>
        <source>Decision gate: approve a network capital budget of %1 now (%2 with optics, cables and spares) once the quotes and the proof of concept confirm this advice.</source>
        <translation>Beslismoment: keur een netwerkbudget van %1 goed (%2, met optiek, kabels en reserveonderdelen), mits offertes en proof of concept het advies bevestigen.</translation>
    </message>
    <message>
        <source>%1 less (−%2)</source>
        <translation>%1 minder (−%2)</translation>
    </message>
    <message>
        <source>%1 more</source>
        <translation>%1 meer</translation>
    </message>
    <message>
        <source>%1 more (+%2)</source>
        <translation>%1 meer (+%2)</translation>
    </message>
    <message>
        <source>%1 survives a switch or link failure only if NCCL&apos;s port failover works. Test it with two leaf switches, one per plane, and NCCL_IB_RESILIENCY_PORT_FAILOVER=1: during all_reduce_perf on two nodes pull one cable of a node, then switch one leaf off. The test should go on at lower bandwidth (after a stall of up to about 30 s at NCCL&apos;s default time-outs) and not stop. If it stops, count %2 interruptions a year, as for a single plane, and compare the options again.</source>
        <translation>%1 overleeft de uitval van een switch of verbinding alleen als de poortomschakeling van NCCL werkt. Toets dit met twee leaf-switches, één per netwerkvlak, en NCCL_IB_RESILIENCY_PORT_FAILOVER=1: trek tijdens een all_reduce_perf-run over twee nodes één netwerkkabel van een van de nodes los en schakel daarna één leaf uit. De test hoort met lagere bandbreedte door te lopen (na een onderbreking van hooguit ongeveer 30 s bij de standaardtime-outs van NCCL) en mag niet afbreken. Breekt hij af, reken dan met %2 onderbrekingen per jaar, net als bij één netwerkvlak, en vergelijk de opties opnieuw.</translation>
    </message>
    <message>
        <source>The test goes on when a cable is pulled and when a leaf is switched off.</source>
        <translation>De test loopt door als een kabel wordt losgetrokken en als een leaf wordt uitgeschakeld.</translation>
    </message>
    <message>
        <source>yes, if port failover works</source>
        <translation>ja, mits poortomschakeling werkt</translation>
    </message>
    <message>
        <source>%1 at the end of year&#xa0;%2</source>
        <translation>%1 aan het eind van jaar&#xa0;%2</translation>
    </message>
    <message>
        <source>%1 prevent this if NCCL&apos;s port failover works; the availability chapter gives their cost.</source>
        <translation>%1 voorkomen dit, mits de poortomschakeling van NCCL werkt; het hoofdstuk beschikbaarheid geeft de kosten.</translation>
    </message>
    <message>
        <source>%1 prevent this if NCCL&apos;s port failover works, and even lower the network capital cost, by %2 (%3): evaluate that design before ordering (the availability chapter).</source>
        <translation>%1 voorkomen dit, mits de poortomschakeling van NCCL werkt, en verlagen zelfs de netwerkinvestering, met %2 (%3): beoordeel dat ontwerp voordat u bestelt (hoofdstuk beschikbaarheid).</translation>
    </message>
    <message>
        <source>%1 prevent this if NCCL&apos;s port failover works, at %2 (%3) more network capital cost.</source>
        <translation>%1 voorkomen dit, mits de poortomschakeling van NCCL werkt, voor %2 (%3) meer netwerkinvestering.</translation>
    </message>
    <message>
        <source>Pull a cable and switch a leaf off during the test: it must go on (NCCL&apos;s port failover).</source>
        <translation>Trek tijdens de test een kabel los en schakel een leaf uit: de test moet doorlopen (poortomschakeling van NCCL).</translation>
    </message>
    <message>
        <source>met if port failover works</source>
        <translation>voldaan, mits poortomschakeling werkt</translation>
    </message>
    <message>
        <source>, if NCCL&apos;s port failover works, to be tested in the proof of concept</source>
        <translation>, mits de poortomschakeling van NCCL werkt; te toetsen in de proof of concept</translation>
    </message>
    <message>
        <source>With two planes a job spanning the cluster survives any single switch failure if NCCL&apos;s port failover works; the network capital cost changes by: %1.</source>
        <translation>Met twee vlakken overleeft een job over het hele cluster de uitval van elke afzonderlijke switch, mits de poortomschakeling van NCCL werkt; de aanschafkosten van het netwerk veranderen met: %1.</translation>
    </message>
    <message>
        <source>%1 If NCCL&apos;s port failover works (NCCL 2.29.7 and later, off by default: NCCL_IB_RESILIENCY_PORT_FAILOVER=1), untested here; without it a cluster-wide job is interrupted this many times a year: %2.</source>
        <translation>%1 Mits de poortomschakeling van NCCL werkt (NCCL 2.29.7 en later, standaard uit: NCCL_IB_RESILIENCY_PORT_FAILOVER=1), hier niet getest; zonder poortomschakeling wordt een job over het hele cluster zo vaak per jaar onderbroken: %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n tier(s): %1</source>
        <translation>
            <numerusform>%n laag: %1</numerusform>
            <numerusform>%n lagen: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 on %2 planes</source>
        <translation>%1, verdeeld over %2 netwerkvlakken</translation>
    </message>
    <message>
        <source>A redesign, not the design as drawn</source>
        <translation>Een herontwerp, niet het getekende ontwerp</translation>
    </message>
    <message>
        <source>The %1 design compared here has %2 (network capital cost %3); the design as drawn has %4 (%5).</source>
        <translation>Het hier vergeleken ontwerp voor %1 heeft %2 (aanschafkosten netwerk %3); het getekende ontwerp heeft %4 (%5).</translation>
    </message>
    <message>
        <source>It also needs the %1 to stay above %2 (now %3); below that, %4 would be recommended.</source>
        <translation>Het advies geldt bovendien alleen bij %1 boven %2 (nu %3); daaronder verdient %4 de voorkeur.</translation>
    </message>
    <message>
        <source>It also needs the %1 to stay below %2 (now %3); above that, %4 would be recommended.</source>
        <translation>Het advies geldt bovendien alleen bij %1 onder %2 (nu %3); daarboven verdient %4 de voorkeur.</translation>
    </message>
    <message>
        <source>The network TCO difference between %1 and %2, %3 over %4 years for the design now and %5 along the growth plan, can change or reverse; the sensitivity chapter gives the values at which the advice changes.</source>
        <translation>Het verschil in netwerk-TCO tussen %1 en %2, %3 over %4 jaar voor het huidige ontwerp en %5 volgens het groeiplan, kan kleiner worden of omslaan; het hoofdstuk Gevoeligheid geeft de waarden waarbij het advies verandert.</translation>
    </message>
    <message>
        <source>The network TCO difference between %1 and %2, %3 over %4 years, can change or reverse; the sensitivity chapter gives the values at which the advice changes.</source>
        <translation>Het verschil in netwerk-TCO tussen %1 en %2, %3 over %4 jaar, kan kleiner worden of omslaan; het hoofdstuk Gevoeligheid geeft de waarden waarbij het advies verandert.</translation>
    </message>
    <message>
        <source>Approve %1 with a network capital cost of %2 and a TCO of %3 over %4 years for the cluster as designed now (indicative; replace them with the quoted figures).</source>
        <translation>Akkoord op %1 met aanschafkosten voor het netwerk van %2 en een TCO van %3 over %4 jaar voor het cluster zoals het nu is ontworpen (indicatief; vervang deze door de geoffreerde bedragen).</translation>
    </message>
    <message>
        <source>TCO along the growth plan (%1 years)</source>
        <translation>TCO volgens het groeiplan (%1 jaar)</translation>
    </message>
    <message>
        <source>Cost: a network TCO along the growth plan of %1 against %2 on %3 (%4).</source>
        <translation>Kosten: netwerk-TCO volgens het groeiplan %1 tegen %2 bij %3 (%4).</translation>
    </message>
    <message>
        <source>Cost: a network TCO over %1 years of %2 against %3 on %4 (%5).</source>
        <translation>Kosten: een netwerk-TCO over %1 jaar van %2 tegen %3 bij %4 (%5).</translation>
    </message>
    <message>
        <source>GPU time is valued at the cluster&apos;s own cost, %1 per GPU-hour; rented GPU time costs more.</source>
        <translation>GPU-tijd is gewaardeerd tegen de eigen kostprijs, %1 per GPU-uur; gehuurde GPU-tijd kost meer.</translation>
    </message>
    <message>
        <source>named %1 in each unit</source>
        <translation>namen: %1, in elke eenheid</translation>
    </message>
    <message>
        <source>named %1</source>
        <translation>namen: %1</translation>
    </message>
    <message>
        <source>Time per all-reduce the model predicts for the whole cluster (µs), with NCCL&apos;s algorithm and protocol</source>
        <translation>Tijd per all-reduce volgens het model voor het hele cluster (µs), met het algoritme en protocol van NCCL</translation>
    </message>
    <message>
        <source>%1 (%2, %3)</source>
        <translation>%1 (%2, %3)</translation>
    </message>
    <message>
        <source>full at %1 GPUs without another tier (as drawn: %2)</source>
        <translation>vol bij %1 GPU&apos;s zonder extra laag (getekend: %2)</translation>
    </message>
    <message>
        <source>one switch failure cuts off up to %1 GPUs (as drawn: %2)</source>
        <translation>één uitgevallen switch maakt tot %1 GPU&apos;s onbereikbaar (getekend: %2)</translation>
    </message>
    <message>
        <source>It is %1.</source>
        <translation>Het is %1.</translation>
    </message>
    <message>
        <source>not planned</source>
        <translation>niet gepland</translation>
    </message>
    <message>
        <source>&quot;Yes, if port failover works&quot;: the job goes on only if NCCL moves a failed port&apos;s traffic to the GPU&apos;s other port (NCCL 2.29.7 and later, switched on with NCCL_IB_RESILIENCY_PORT_FAILOVER=1), and then at about half its bus bandwidth until the repair, as a collective runs at the pace of its slowest rank. NVIDIA&apos;s DGX B300 SuperPOD RA describes this for its Spectrum-X two-plane design.</source>
        <translation>&apos;Ja, mits poortomschakeling werkt&apos;: de job loopt alleen door als NCCL het verkeer van de uitgevallen poort overzet naar de andere poort van de GPU (NCCL 2.29.7 en later, ingeschakeld met NCCL_IB_RESILIENCY_PORT_FAILOVER=1), en dan tot het herstel op ongeveer de helft van zijn busbandbreedte, omdat een collectieve bewerking het tempo van de traagste deelnemer volgt. De DGX B300 SuperPOD-referentiearchitectuur van NVIDIA beschrijft dit gedrag voor haar Spectrum-X-ontwerp met twee netwerkvlakken.</translation>
    </message>
    <message>
        <source>This report cannot test it, so the proof of concept does.</source>
        <translation>Dit rapport kan het niet testen, daarom doet de proof of concept dat.</translation>
    </message>
    <message>
        <source>This report cannot test it: before a two-plane design is ordered, a proof of concept with two leaves, one per plane, must show that all_reduce_perf goes on when a cable is pulled and a leaf is switched off.</source>
        <translation>Dit rapport kan het niet testen: voordat een ontwerp met twee netwerkvlakken wordt besteld, moet een proof of concept met twee leafs, één per vlak, laten zien dat all_reduce_perf doorloopt als een kabel wordt losgetrokken en een leaf wordt uitgeschakeld.</translation>
    </message>
    <message>
        <source>The same GPUs, nodes and workload in each variant. The design has only a compute fabric, so the variants differ only there: InfiniBand or Ethernet with RoCE. Collective figures are for all %1 GPUs.</source>
        <translation>Dezelfde GPU&apos;s, nodes en workload in elke variant. Het ontwerp heeft alleen een compute-fabric, dus de varianten verschillen alleen daar: InfiniBand of Ethernet met RoCE. De cijfers voor collectieve bewerkingen gelden voor alle %1 GPU&apos;s.</translation>
    </message>
    <message>
        <source>The servers change too: %1.</source>
        <translation>Ook de servers veranderen: %1.</translation>
    </message>
    <message>
        <source>What the network of each variant costs, by kind of part: switches, NICs, transceivers on the switch and node side, cables, appliances and spares (%1 of the network parts, on the shelf, drawing no power). Unit prices are the catalogue&apos;s; the sources are listed under &quot;Assumptions and sources&quot;. &quot;%2&quot; lists every line with its part number, quantity and price source, each bill once.</source>
        <translation>Wat het netwerk van elke variant kost, per soort onderdeel: switches, NIC&apos;s, transceivers aan switch- en nodezijde, kabels, appliances en reserveonderdelen (%1 van de netwerkonderdelen, op voorraad, zonder stroomverbruik). De stuksprijzen komen uit de catalogus; de bronnen staan onder &quot;Aannames en bronnen&quot;. &quot;%2&quot; geeft elke regel met onderdeelnummer, aantal en prijsbron, elke stuklijst één keer.</translation>
    </message>
    <message>
        <source>A column that names several variants is one bill of materials: their networks consist of the same parts in the same quantities.</source>
        <translation>Een kolom met meerdere varianten is één stuklijst: hun netwerken bestaan uit dezelfde onderdelen in dezelfde aantallen.</translation>
    </message>
    <message>
        <source>Capital cost of the network</source>
        <translation>Aanschafkosten netwerk</translation>
    </message>
    <message>
        <source>Network power</source>
        <translation>Stroomverbruik netwerk</translation>
    </message>
    <message>
        <source>Energy per year (PUE %1)</source>
        <translation>Energie per jaar (PUE %1)</translation>
    </message>
    <message>
        <source>%1 MWh, %2</source>
        <translation>%1 MWh, %2</translation>
    </message>
    <message>
        <source>Support per year</source>
        <translation>Ondersteuning per jaar</translation>
    </message>
    <message>
        <source>%1, incomplete: the catalogue has no price or no power figure for %2. The totals and the figures made from them (cost per GPU, energy, TCO) leave these parts out and are lower bounds until a quote or a vendor figure is entered.</source>
        <translation>%1, onvolledig: de catalogus heeft geen prijs of geen vermogen voor %2. De totalen en de cijfers die daarop rusten (kosten per GPU, energie, TCO) laten deze onderdelen weg en zijn ondergrenzen tot een offerte of een opgave van de leverancier is ingevoerd.</translation>
    </message>
    <message>
        <source>The nodes&apos; storage and front-end NICs (on a DGX, its BlueField-3 DPUs): they come with the servers, whose price is not in these bills; the bills list the compute NICs, and the cables and optics of every link drawn.</source>
        <translation>De opslag- en front-end-NIC&apos;s van de nodes (bij een DGX de BlueField-3-DPU&apos;s): die horen bij de servers, waarvan de prijs niet in deze stuklijsten staat; de stuklijsten bevatten de compute-NIC&apos;s en de kabels en optiek van elke getekende verbinding.</translation>
    </message>
    <message>
        <source>One column for %1: the same design, so the same figures in every row.</source>
        <translation>Eén kolom voor %1: hetzelfde ontwerp, dus in elke rij dezelfde cijfers.</translation>
    </message>
    <message>
        <source>plane %1</source>
        <translation>vlak %1</translation>
    </message>
    <message>
        <source>Its switches between the scalable units (the top tier) are Ethernet switches, reached through InfiniBand-to-Ethernet gateways.</source>
        <translation>De switches tussen de schaalbare eenheden (de bovenste laag) zijn Ethernet-switches, bereikbaar via InfiniBand-naar-Ethernet-gateways.</translation>
    </message>
    <message>
        <source>UFM Enterprise licences for %1 managed nodes, counted once for each fabric UFM manages (optional: the subnet manager itself, OpenSM, is free and runs on the UFM appliances listed)</source>
        <translation>UFM Enterprise-licenties voor %1 beheerde nodes, één keer geteld voor elke fabric die UFM beheert (optioneel: de subnetmanager zelf, OpenSM, is gratis en draait op de genoemde UFM-appliances)</translation>
    </message>
    <message>
        <source>The control-plane servers that run OpenSM where no UFM appliance is listed, and the fabric ports and cables of the subnet managers (servers or appliances): a port on each plane for each.</source>
        <translation>De control-plane-servers die OpenSM draaien waar geen UFM-appliance in de stuklijst staat, en de fabricpoorten en kabels van de subnetmanagers (servers of appliances): per subnetmanager een poort in elk netwerkvlak.</translation>
    </message>
    <message>
        <source>Most nodes a subnet manager on control-plane servers serves (on planes: 8 times this in node ports per plane)</source>
        <translation>Maximaal aantal nodes voor een subnetmanager op control-plane-servers (bij netwerkvlakken: 8 keer zoveel nodepoorten per vlak)</translation>
    </message>
    <message>
        <source>%1 is compared as a redesign</source>
        <translation>%1 wordt vergeleken als herontwerp</translation>
    </message>
    <message>
        <source>&quot;A = B&quot; in the legend: one line for options whose curves coincide.</source>
        <translation>&quot;A = B&quot; in de legenda: één lijn voor opties waarvan de curven samenvallen.</translation>
    </message>
    <message>
        <source>InfiniBand-to-Ethernet gateway ports (InfiniBand and Ethernet)</source>
        <translation>Poorten van een gateway van InfiniBand naar Ethernet (InfiniBand en Ethernet)</translation>
    </message>
    <message>
        <source>(this cluster&apos;s own cost per GPU-hour: its capital cost over %1 years, energy, support and data-centre space, staff not included)</source>
        <translation>(de eigen kosten van dit cluster per GPU-uur: de aanschafkosten over %1 jaar, energie, ondersteuning en datacenterruimte, zonder personeel)</translation>
    </message>
    <message>
        <source>(this cluster&apos;s own cost: %1 per GPU-hour, its capital cost over %2 years, energy, support and data-centre space, staff not included)</source>
        <translation>(eigen kosten van dit cluster: %1 per GPU-uur, de aanschafkosten over %2 jaar, energie, ondersteuning en datacenterruimte, zonder personeel)</translation>
    </message>
    <message>
        <source>Server support a year (share of price)</source>
        <translation>Ondersteuning van de servers per jaar (aandeel van de prijs)</translation>
    </message>
    <message>
        <source>Data-centre space per kW of IT load a month</source>
        <translation>Datacenterruimte per kW IT-belasting per maand</translation>
    </message>
    <message>
        <source>Recommendation: %1, by a narrow margin</source>
        <translation>Advies: %1, met een kleine voorsprong</translation>
    </message>
    <message>
        <source>Cable run to a gateway port (cable, or transceivers and fibre)</source>
        <translation>Kabelverbinding naar een gatewaypoort (kabel, of transceivers en glasvezel)</translation>
    </message>
    <message>
        <source>%1 and %2 are level within the model&apos;s accuracy (a lead of %3 points of 10): let the quotes and the proof of concept decide.</source>
        <translation>%1 en %2 zijn binnen de nauwkeurigheid van het model gelijkwaardig (een voorsprong van %3 punt op 10): laat de offertes en de proof of concept beslissen.</translation>
    </message>
    <message>
        <source>Get quotes for the Ethernet switches first: their prices here are set %1 below InfiniBand per 400 Gb/s port, not taken from a price list; if the quotes per port come in less than %2 below InfiniBand, the advice changes.</source>
        <translation>Vraag eerst offertes voor de Ethernet-switches: hun prijzen zijn geschat op %1 onder InfiniBand per poort van 400 Gb/s, niet uit een prijslijst; zijn ze per poort minder dan %2 goedkoper, dan verandert het advies.</translation>
    </message>
    <message>
        <source>The Ethernet switch prices here are set %1 below InfiniBand per 400 Gb/s port, not taken from a price list; the advice holds for any difference from %2 to %3.</source>
        <translation>De Ethernet-switchprijzen zijn geen lijstprijzen, maar per poort van 400 Gb/s op %1 onder InfiniBand geschat; het advies blijft staan bij elk verschil van %2 tot %3.</translation>
    </message>
    <message>
        <source>Growth: the %1 design compared is full; more than %2 GPUs need another switch tier and re-cabling (as drawn: up to %3 GPUs).</source>
        <translation>Groei: het vergeleken ontwerp voor %1 is vol; boven %2 GPU&apos;s is een extra switchlaag en herbekabeling nodig (getekend: tot %3).</translation>
    </message>
    <message>
        <source>Growth: the %1 design is full; more than %2 GPUs need another switch tier and re-cabling.</source>
        <translation>Groei: het ontwerp voor %1 is vol; meer dan %2 GPU&apos;s vragen een extra switchlaag en herbekabeling.</translation>
    </message>
    <message>
        <source>TCO over %1 years = capital cost + %1 × (energy + support per year), computed before the amounts are rounded to whole euros, so it can differ by a few euros from the formula applied to the printed rows.</source>
        <translation>TCO over %1 jaar = aanschafkosten + %1 × (energie + ondersteuning per jaar), berekend vóór het afronden op hele euro&apos;s; het kan daardoor enkele euro&apos;s afwijken van dezelfde formule op de afgedrukte rijen.</translation>
    </message>
    <message>
        <source>The Ethernet switch prices are not list prices: they are set %1 below InfiniBand per 400 Gb/s port; if the quotes per port come in less than %2 below InfiniBand, the advice changes.</source>
        <translation>De prijzen van de Ethernet-switches zijn geen lijstprijzen: ze zijn per poort van 400 Gb/s op %1 onder InfiniBand geschat; zijn de offertes per poort minder dan %2 goedkoper dan InfiniBand, dan verandert het advies.</translation>
    </message>
    <message>
        <source>The Ethernet switch prices are not list prices: they are set %1 below InfiniBand per 400 Gb/s port; the advice holds for any difference from %2 to %3.</source>
        <translation>De prijzen van de Ethernet-switches zijn geen lijstprijzen: ze zijn per poort van 400 Gb/s op %1 onder InfiniBand geschat; het advies blijft staan bij elk verschil van %2 tot %3.</translation>
    </message>
    <message>
        <source>Port failover: a job survives a switch failure only if NCCL moves the failed port&apos;s traffic to the other port (NCCL 2.29.7 and later, off by default); without it, failures stop a job about %1 times a year.</source>
        <translation>Poortomschakeling: een job overleeft de uitval van een switch alleen als NCCL het verkeer van de uitgevallen poort naar de andere poort verplaatst (NCCL 2.29.7 en later, standaard uit); zonder die omschakeling stoppen storingen een job ongeveer %1 keer per jaar.</translation>
    </message>
    <message>
        <source>GPU time is valued at the cluster&apos;s own cost, which holds the energy, the support and the switches: a dearer energy price or support share also makes a GPU-hour worth more, and so a faster training step. That can outweigh a lower network power or price, and move the answer the other way.</source>
        <translation>GPU-tijd is gewaardeerd tegen de eigen kosten van het cluster, waarin energie, ondersteuning en switches zitten: een hogere energieprijs of een hoger ondersteuningsaandeel maakt ook een GPU-uur meer waard, en daarmee een snellere trainingsstap. Dat kan een lager netwerkverbruik of een lagere prijs tenietdoen en het advies de andere kant op laten uitvallen.</translation>
    </message>
    <message>
        <source>%1 (not used: the workload&apos;s parallel plan gives the step time)</source>
        <translation>%1 (niet gebruikt: het parallellisatieplan van de workload bepaalt de staptijd)</translation>
    </message>
    <message>
        <source>The failure domain assessed is one switch: per option the worst single switch failure, and what two planes with a dual-port NIC per GPU would take and cost (what changes is the NIC: a design on several planes with single-port NICs has no redundancy). The two-plane design is the option&apos;s compute fabric generated again with the same switch, topology and oversubscription on two planes, with a dual-port NIC per GPU whose ports sit on different planes, and analysed as the options are.</source>
        <translation>Als storingsdomein geldt hier één switch. Per optie staat hieronder wat de ergste uitval van één switch betekent, en wat twee netwerkvlakken met per GPU een NIC met twee poorten vragen en kosten (het verschil zit in de NIC: een ontwerp op meerdere vlakken met NIC&apos;s met één poort heeft geen redundantie). Voor dat ontwerp met twee vlakken is de compute-fabric van de optie opnieuw gegenereerd met dezelfde switch, topologie en overboeking, nu op twee vlakken en met per GPU een NIC met twee poorten, elke poort op een ander vlak. Het is op dezelfde manier doorgerekend als de opties zelf.</translation>
    </message>
    <message>
        <source>Worst single switch failure, as designed against two planes with dual-port NICs</source>
        <translation>Ergste uitval van één switch: het ontwerp tegenover twee vlakken met NIC&apos;s met twee poorten</translation>
    </message>
    <message>
        <source>≥ and hatched: at least this much; parts without a price or power figure are left out.</source>
        <translation>≥ en gearceerd: minstens dit bedrag; onderdelen zonder prijs of vermogen zijn niet meegeteld.</translation>
    </message>
</context>
<context>
    <name>fp::Resilience</name>
    <message>
        <source>The design has no compute fabric with connected nodes, so there is no failure to analyse.</source>
        <translation>Het ontwerp heeft geen compute-fabric met aangesloten nodes, dus er is geen uitval te analyseren.</translation>
    </message>
    <message>
        <source>a node-to-switch link</source>
        <translation>een link van node naar switch</translation>
    </message>
    <message>
        <source>a switch-to-switch link</source>
        <translation>een link van switch naar switch</translation>
    </message>
    <message>
        <source>a job spanning the cluster keeps running</source>
        <translation>een job over het hele cluster blijft draaien</translation>
    </message>
    <message>
        <source>a job spanning the cluster stops</source>
        <translation>een job over het hele cluster stopt</translation>
    </message>
    <message>
        <source>The worst single switch failure is %1: it cuts off %2 of the %3 GPUs and %4 % of the bandwidth, and %5.</source>
        <translation>In het ergste geval valt %1 uit: de netwerkverbinding valt weg voor %2 van de %3 GPU&apos;s, %4 % van de bandbreedte gaat verloren en %5.</translation>
    </message>
    <message>
        <source>The worst single link failure is %1: it cuts off %2 of the %3 GPUs and %4 % of the bandwidth, and %5.</source>
        <translation>In het ergste geval valt %1 uit: de netwerkverbinding valt weg voor %2 van de %3 GPU&apos;s, %4 % van de bandbreedte gaat verloren en %5.</translation>
    </message>
    <message>
        <source>The organisation requires jobs to survive any single switch failure, but this design loses %1 GPUs when %2 fails.</source>
        <translation>De organisatie eist dat jobs de uitval van elke willekeurige switch overleven, maar dit ontwerp verliest %1 GPU&apos;s als %2 uitvalt.</translation>
    </message>
    <message>
        <source>Dual-port NICs, each port on another plane, would meet the requirement.</source>
        <translation>NIC&apos;s met twee poorten, elke poort op een ander vlak, zouden aan die eis voldoen.</translation>
    </message>
    <message>
        <source>The NICs of %1 have %2 ports: with each NIC&apos;s ports on two planes (the generator&apos;s 2 planes) a job survives any single switch failure.</source>
        <translation>De NIC&apos;s van %1 hebben %2 poorten: met de poorten van elke NIC op twee vlakken (de 2 vlakken van de generator) overleeft een job de uitval van elke willekeurige switch.</translation>
    </message>
    <message numerus="yes">
        <source>A GPU counts as cut off when the NIC on its rail has no working port left. A job survives only if no GPU is cut off: NCCL does not move a running job&apos;s traffic to another rail over NVLink when a NIC loses its link. The fabric has %n plane(s); a NIC with its ports on two planes keeps a port when a switch fails, a single-port NIC sits on one plane only.</source>
        <translation>
            <numerusform>Een GPU telt als onbereikbaar als de NIC op zijn rail geen werkende poort meer heeft. Een job overleeft alleen als geen enkele GPU onbereikbaar raakt: NCCL verplaatst het verkeer van een lopende job niet via NVLink naar een andere rail als een NIC zijn link verliest. De fabric heeft %n vlak; een NIC met zijn poorten op twee vlakken houdt een poort als een switch uitvalt, een NIC met één poort zit maar op één vlak.</numerusform>
            <numerusform>Een GPU telt als onbereikbaar als de NIC op zijn rail geen werkende poort meer heeft. Een job overleeft alleen als geen enkele GPU onbereikbaar raakt: NCCL verplaatst het verkeer van een lopende job niet via NVLink naar een andere rail als een NIC zijn link verliest. De fabric heeft %n vlakken; een NIC met zijn poorten op twee vlakken houdt een poort als een switch uitvalt, een NIC met één poort zit maar op één vlak.</numerusform>
        </translation>
    </message>
    <message>
        <source>The compute fabric has %1 with %2 at the link speed.</source>
        <translation>De compute-fabric heeft %1 met %2 op linksnelheid.</translation>
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
            <numerusform>%Ln vrije poort</numerusform>
            <numerusform>%Ln vrije poorten</numerusform>
        </translation>
    </message>
    <message>
        <source>The worst single link failure is %1: it cuts off none of the %2 GPUs, takes %3 % of the bandwidth, and %4.</source>
        <translation>In het ergste geval valt %1 uit: geen van de %2 GPU&apos;s verliest zijn netwerkverbinding, %3 % van de bandbreedte gaat verloren en %4.</translation>
    </message>
    <message>
        <source>The worst single switch failure is %1: it cuts off none of the %2 GPUs, takes %3 % of the bandwidth, and %4.</source>
        <translation>In het ergste geval valt %1 uit: geen van de %2 GPU&apos;s verliest zijn netwerkverbinding, %3 % van de bandbreedte gaat verloren en %4.</translation>
    </message>
    <message>
        <source>what its nodes cost more is unknown (a price is missing)</source>
        <translation>wat de nodes meer kosten is onbekend (er ontbreekt een prijs)</translation>
    </message>
    <message>
        <source>its nodes cost the same (the catalogue&apos;s estimates price the two NICs alike)</source>
        <translation>de nodes kosten hetzelfde (de schattingen in de catalogus geven beide NIC&apos;s dezelfde prijs)</translation>
    </message>
    <message>
        <source>its nodes cost EUR %1 more each, EUR %2 for the %3 nodes</source>
        <translation>de nodes kosten elk € %1 meer, € %2 voor de %3 nodes</translation>
    </message>
    <message>
        <source>Two planes alone do not help: the %1 has one single-port NIC per GPU, so the GPU on a failed switch&apos;s rail is cut off on any plane. The %2 (NICs with %3 x %4 Gb/s), with each NIC&apos;s ports on two planes, survives any single switch failure; %5, besides the second plane&apos;s switches and links.</source>
        <translation>Alleen een tweede vlak toevoegen helpt niet: de %1 heeft per GPU één NIC met één poort, dus de GPU op de rail van een uitgevallen switch is op elk vlak onbereikbaar. De %2 (NIC&apos;s met %3 x %4 Gb/s), met de poorten van elke NIC op twee vlakken, overleeft de uitval van elke willekeurige switch; %5, naast de switches en links van het tweede vlak.</translation>
    </message>
    <message>
        <source>Two planes alone do not help: the %1 has one single-port NIC per GPU, so the GPU on a failed switch&apos;s rail is cut off on any plane. The catalogue has no node type with the same GPUs and dual-port NICs; add one (a dual-port NIC per GPU, each port on another plane) to meet the requirement.</source>
        <translation>Alleen een tweede vlak toevoegen helpt niet: de %1 heeft per GPU één NIC met één poort, dus de GPU op de rail van een uitgevallen switch is op elk vlak onbereikbaar. De catalogus heeft geen nodetype met dezelfde GPU&apos;s en NIC&apos;s met twee poorten; voeg er een toe (per GPU een NIC met twee poorten, elke poort op een ander vlak) om aan de eis te voldoen.</translation>
    </message>
    <message>
        <source>A job spanning the cluster survives any single switch or link failure here: a failed part slows it instead of stopping it, so no interruptions are counted for the network (%1 links).</source>
        <translation>Een job over het hele cluster overleeft hier elke uitval van één switch of verbinding: een defect onderdeel vertraagt de job in plaats van hem te stoppen, daarom rekenen we voor het netwerk geen onderbrekingen (%1 verbindingen).</translation>
    </message>
    <message>
        <source>The network interrupts a job spanning the cluster about %1 times a year: its %2 links at %3 interruptions a link and year (Meta&apos;s Llama 3 run: 35 network switch and cable interruptions in 54 days on 16,384 GPUs, about 35,109 links). Each loses %4 h of all %5 GPUs (restart, checkpoint reload, work redone): %6 GPU-hours a year.</source>
        <translation>Het netwerk onderbreekt een job over het hele cluster ongeveer %1 keer per jaar: %2 verbindingen met elk %3 onderbrekingen per jaar (de Llama 3-training van Meta: 35 onderbrekingen door netwerkswitches en -kabels in 54 dagen op 16.384 GPU&apos;s, met ongeveer 35.109 verbindingen). Elke onderbreking kost %4 uur van alle %5 GPU&apos;s (herstart, checkpoint laden, werk overdoen): %6 GPU-uur per jaar.</translation>
    </message>
    <message>
        <source>A job spanning the cluster survives any single switch or link failure here only if NCCL moves a failed port&apos;s traffic to the GPU&apos;s other port: port failover, in NCCL 2.29.7 and later for the two ports of a NIC (one device by default), switched on with NCCL_IB_RESILIENCY_PORT_FAILOVER=1 (off by default); the job then runs at about half its bus bandwidth until the port is repaired. NVIDIA&apos;s DGX B300 SuperPOD RA describes this for its Spectrum-X two-plane design. It is assumed, not tested in this design: no interruptions are counted for the network. Without failover its %1 links would interrupt the job about %2 times a year (%3 GPU-hours). Test it in the proof of concept.</source>
        <translation>Een job over het hele cluster overleeft hier de uitval van één switch of verbinding alleen als NCCL het verkeer van de uitgevallen poort overzet naar de andere poort van de GPU: poortomschakeling, in NCCL 2.29.7 en later voor de twee poorten van een NIC (standaard één apparaat), in te schakelen met NCCL_IB_RESILIENCY_PORT_FAILOVER=1 (standaard uit); de job loopt dan tot het herstel van de poort door op ongeveer de helft van zijn busbandbreedte. De DGX B300 SuperPOD-referentiearchitectuur van NVIDIA beschrijft dit voor haar Spectrum-X-ontwerp met twee netwerkvlakken. Het is een aanname, in dit ontwerp niet getest: voor het netwerk worden geen onderbrekingen geteld. Zonder poortomschakeling zouden de %1 verbindingen de job ongeveer %2 keer per jaar onderbreken (%3 GPU-uur). Toets dit in de proof of concept.</translation>
    </message>
    <message numerus="yes">
        <source>It leaves %n GPU(s) on their other port: they go on only if NCCL&apos;s port failover moves the failed port&apos;s traffic.</source>
        <translation>
            <numerusform>Daarbij blijft %n GPU over op zijn andere poort: die werkt alleen door als de poortomschakeling van NCCL het verkeer van de uitgevallen poort overneemt.</numerusform>
            <numerusform>Daarbij blijven %n GPU&apos;s over op hun andere poort: die werken alleen door als de poortomschakeling van NCCL het verkeer van de uitgevallen poort overneemt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A failure of %1 leaves %n GPU(s) on their other port: they go on only if NCCL&apos;s port failover moves the failed port&apos;s traffic.</source>
        <translation>
            <numerusform>Bij uitval van %1 blijft %n GPU over op zijn andere poort: die werkt alleen door als de poortomschakeling van NCCL het verkeer van de uitgevallen poort overneemt.</numerusform>
            <numerusform>Bij uitval van %1 blijven %n GPU&apos;s over op hun andere poort: die werken alleen door als de poortomschakeling van NCCL het verkeer van de uitgevallen poort overneemt.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fp::SwitchItem</name>
    <message>
        <source>Role: %1, tier %2</source>
        <translation>Rol: %1, laag %2</translation>
    </message>
    <message>
        <source>%1 of %2 ports at %3 Gb/s in use; drag from the port bar to another switch to link them.</source>
        <translation>%1 van %2 poorten van %3 Gb/s in gebruik; sleep vanaf de poortbalk naar een andere switch om ze te koppelen.</translation>
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
        <translation>%1 van %2 kolommen</translation>
    </message>
    <message>
        <source>size &quot;%1&quot; is not a number of bytes</source>
        <translation>size &quot;%1&quot; is geen aantal bytes</translation>
    </message>
    <message>
        <source>count &quot;%1&quot; is not a number</source>
        <translation>count &quot;%1&quot; is geen getal</translation>
    </message>
    <message>
        <source>root &quot;%1&quot; is not a rank</source>
        <translation>root &quot;%1&quot; is geen rank</translation>
    </message>
    <message>
        <source>the line is longer than %1 bytes; it is skipped.</source>
        <translation>de regel is langer dan %1 bytes; die wordt overgeslagen.</translation>
    </message>
    <message>
        <source>nThread x nGpus</source>
        <translation>nThread x nGpus</translation>
    </message>
    <message>
        <source>more than %1 rank lines: this is not the output of one set of nccl-tests runs.</source>
        <translation>meer dan %1 rankregels: dit is niet de uitvoer van één reeks nccl-tests-runs.</translation>
    </message>
    <message>
        <source>rank</source>
        <translation>rank</translation>
    </message>
    <message>
        <source>0 to %1</source>
        <translation>0 tot %1</translation>
    </message>
    <message>
        <source>device</source>
        <translation>device</translation>
    </message>
    <message>
        <source>out of bounds values</source>
        <translation>waarden buiten de grenzen</translation>
    </message>
    <message>
        <source>average bus bandwidth</source>
        <translation>gemiddelde busbandbreedte</translation>
    </message>
    <message>
        <source>a test failure inside the table of the run that starts at line %1: the rows before it are kept and the run is marked partial.</source>
        <translation>een mislukte test binnen de tabel van de run die op regel %1 begint: de rijen ervoor worden bewaard en de run wordt als onvolledig gemarkeerd.</translation>
    </message>
    <message>
        <source>more warnings follow from here on; they are not listed.</source>
        <translation>vanaf hier volgen meer waarschuwingen; die worden niet opgesomd.</translation>
    </message>
    <message>
        <source>not a complete result row (%1); it is skipped and the run that starts at line %2 is marked partial.</source>
        <translation>geen volledige resultaatrij (%1); die wordt overgeslagen en de run die op regel %2 begint, wordt als onvolledig gemarkeerd.</translation>
    </message>
    <message>
        <source>more than %1 result rows: this is not the output of one set of nccl-tests runs.</source>
        <translation>meer dan %1 resultaatrijen: dit is niet de uitvoer van één reeks nccl-tests-runs.</translation>
    </message>
    <message>
        <source>size</source>
        <translation>grootte</translation>
    </message>
    <message>
        <source>count</source>
        <translation>aantal</translation>
    </message>
    <message>
        <source>0 to %1 elements</source>
        <translation>0 tot %1 elementen</translation>
    </message>
    <message>
        <source>root</source>
        <translation>root</translation>
    </message>
    <message>
        <source>-1 to %1</source>
        <translation>-1 tot %1</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is not a number</source>
        <translation>%1 &quot;%2&quot; is geen getal</translation>
    </message>
    <message>
        <source>time</source>
        <translation>tijd</translation>
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
        <translation>aantal fouten</translation>
    </message>
    <message>
        <source>the size %1 is smaller than the row before it; the rows are kept in the order of the log.</source>
        <translation>de grootte %1 is kleiner dan in de rij ervoor; de rijen blijven in de volgorde van de log.</translation>
    </message>
    <message>
        <source>%1 wrong elements: that size did not pass the data check, so its figures are not trustworthy.</source>
        <translation>%1 foute elementen: die grootte kwam niet door de datacontrole, dus de waarden ervan zijn niet betrouwbaar.</translation>
    </message>
    <message>
        <source>the nccl-tests run that starts here has no result table; it is skipped.</source>
        <translation>de nccl-tests-run die hier begint, heeft geen resultatentabel; die wordt overgeslagen.</translation>
    </message>
    <message>
        <source>the result table that starts here has no rows; the run is skipped.</source>
        <translation>de resultatentabel die hier begint, heeft geen rijen; de run wordt overgeslagen.</translation>
    </message>
    <message>
        <source>the result table that starts at line %1 stops here without the &quot;Avg bus bandwidth&quot; summary: the log looks cut short. The %2 rows read are kept and the run is marked partial.</source>
        <translation>de resultatentabel die op regel %1 begint, stopt hier zonder de samenvatting &quot;Avg bus bandwidth&quot;: de log lijkt afgebroken. De %2 ingelezen rijen worden bewaard en de run wordt als onvolledig gemarkeerd.</translation>
    </message>
    <message>
        <source>the run that starts here does not say how many GPUs took part; set it before comparing.</source>
        <translation>de run die hier begint, vermeldt niet hoeveel GPU&apos;s meededen; vul dat in voordat u vergelijkt.</translation>
    </message>
    <message>
        <source>the log does not name the test of the table that starts here and it cannot be told from the figures; its rows are kept without an operation.</source>
        <translation>de log noemt de test van de tabel die hier begint niet, en die is niet uit de waarden af te leiden; de rijen worden zonder operatie bewaard.</translation>
    </message>
    <message>
        <source>the log does not name the test of the table that starts here; it was taken to be %1 from the ratio of busbw to algbw.</source>
        <translation>de log noemt de test van de tabel die hier begint niet; uit de verhouding van busbw tot algbw is die als %1 aangenomen.</translation>
    </message>
    <message>
        <source>the fabric variant was guessed as %1 from this line (&quot;%2&quot;); change it if the run was made on another fabric.</source>
        <translation>de fabricvariant is uit deze regel (&quot;%2&quot;) afgeleid als %1; pas die aan als de run op een andere fabric is gedaan.</translation>
    </message>
    <message>
        <source>%1; no row of the result table could be read.</source>
        <translation>%1; geen enkele rij van de resultatentabel kon worden gelezen.</translation>
    </message>
    <message>
        <source>the result table at line %1 has no rows: the log stops before its first result.</source>
        <translation>de resultatentabel op regel %1 heeft geen rijen: de log stopt voor het eerste resultaat.</translation>
    </message>
    <message>
        <source>the file starts an nccl-tests run but has no result table (no line names the columns size, time, algbw and busbw).</source>
        <translation>het bestand begint een nccl-tests-run maar heeft geen resultatentabel (geen regel noemt de kolommen size, time, algbw en busbw).</translation>
    </message>
    <message>
        <source>the file is not nccl-tests output: no line names the columns size, time, algbw and busbw, and no result rows follow such a line.</source>
        <translation>het bestand is geen uitvoer van nccl-tests: geen regel noemt de kolommen size, time, algbw en busbw, en er volgen geen resultaatrijen op zo&apos;n regel.</translation>
    </message>
</context>
<context>
    <name>fp::UiPrompts</name>
    <message>
        <source>Open project</source>
        <translation>Project openen</translation>
    </message>
    <message>
        <source>FabricPlanner projects (*.fabricplan *.json);;All files (*)</source>
        <translation>FabricPlanner-projecten (*.fabricplan *.json);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>Save project</source>
        <translation>Project opslaan</translation>
    </message>
    <message>
        <source>FabricPlanner projects (*.fabricplan)</source>
        <translation>FabricPlanner-projecten (*.fabricplan)</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Niet-opgeslagen wijzigingen</translation>
    </message>
    <message>
        <source>Save the changes to &quot;%1&quot; before closing?</source>
        <translation>De wijzigingen in &quot;%1&quot; opslaan voor het sluiten?</translation>
    </message>
    <message>
        <source>Your changes are lost if you don&apos;t save them.</source>
        <translation>Uw wijzigingen gaan verloren als u ze niet opslaat.</translation>
    </message>
    <message>
        <source>an unsaved project</source>
        <translation>een niet-opgeslagen project</translation>
    </message>
    <message>
        <source>Restore unsaved work</source>
        <translation>Niet-opgeslagen werk terugzetten</translation>
    </message>
    <message>
        <source>FabricPlanner did not close properly. A recovery copy of %1 from %2 was found.</source>
        <translation>FabricPlanner is niet goed afgesloten. Er is een herstelkopie van %1 van %2 gevonden.</translation>
    </message>
    <message>
        <source>Restore it? If you discard it, the copy is deleted.</source>
        <translation>Terugzetten? Als u de kopie verwerpt, wordt die verwijderd.</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Terugzetten</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Verwerpen</translation>
    </message>
    <message>
        <source>Export PDF report</source>
        <translation>PDF-rapport exporteren</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF-documenten (*.pdf)</translation>
    </message>
    <message>
        <source>Report written</source>
        <translation>Rapport geschreven</translation>
    </message>
    <message>
        <source>The report was written to &quot;%1&quot;.</source>
        <translation>Het rapport is geschreven naar &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>Open it now?</source>
        <translation>Nu openen?</translation>
    </message>
    <message>
        <source>Import nccl-tests logs</source>
        <translation>nccl-tests-logs importeren</translation>
    </message>
    <message>
        <source>nccl-tests output (*.txt *.log *.json);;All files (*)</source>
        <translation>nccl-tests-uitvoer (*.txt *.log *.json);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>Measured on which fabric?</source>
        <translation>Op welke fabric gemeten?</translation>
    </message>
    <message>
        <source>The fabric could not be told from these logs:
%1

Which variant of the design were they measured on?</source>
        <translation>Uit deze logs is de fabric niet af te leiden:
%1

Op welke variant van het ontwerp zijn ze gemeten?</translation>
    </message>
    <message>
        <source>File changed on disk</source>
        <translation>Bestand op schijf gewijzigd</translation>
    </message>
    <message>
        <source>&quot;%1&quot; was changed by another program since you opened or saved it.</source>
        <translation>&quot;%1&quot; is door een ander programma gewijzigd sinds u het opende of opsloeg.</translation>
    </message>
    <message>
        <source>Overwrite it with your version, or reload it and lose your unsaved changes?</source>
        <translation>Overschrijven met uw versie, of opnieuw laden en uw niet-opgeslagen wijzigingen kwijtraken?</translation>
    </message>
    <message>
        <source>Overwrite</source>
        <translation>Overschrijven</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>Opnieuw laden</translation>
    </message>
    <message>
        <source>Export to folder</source>
        <translation>Exporteren naar map</translation>
    </message>
    <message>
        <source>Export for other tools</source>
        <translation>Exporteren voor andere programma&apos;s</translation>
    </message>
    <message>
        <source>Compare with built fabric</source>
        <translation>Vergelijken met de gebouwde fabric</translation>
    </message>
    <message>
        <source>ibnetdiscover output (*.txt *.out *.topo);;All files (*)</source>
        <translation>ibnetdiscover-uitvoer (*.txt *.out *.topo);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>Import device types</source>
        <translation>Apparaattypen importeren</translation>
    </message>
    <message>
        <source>devicetype-library YAML (*.yaml *.yml)</source>
        <translation>devicetype-library-YAML (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>Print the report</source>
        <translation>Rapport afdrukken</translation>
    </message>
</context>
<context>
    <name>fp::Validation</name>
    <message>
        <source>above %1 up to %2</source>
        <translation>boven %1 en hoogstens %2</translation>
    </message>
    <message>
        <source>a whole number from %1 to %2</source>
        <translation>een geheel getal van %1 tot en met %2</translation>
    </message>
    <message>
        <source>from %1 to %2</source>
        <translation>van %1 tot en met %2</translation>
    </message>
    <message>
        <source>%1 is not allowed here: the value must be %2</source>
        <translation>%1 is hier niet toegestaan: de waarde moet %2 zijn</translation>
    </message>
    <message>
        <source>the text has %1 characters; at most %2 are allowed</source>
        <translation>de tekst heeft %1 tekens; hoogstens %2 zijn toegestaan</translation>
    </message>
</context>
<context>
    <name>fp::Validity</name>
    <message>
        <source>injection bandwidth per GPU</source>
        <translation>injectiebandbreedte per GPU</translation>
    </message>
    <message>
        <source>bisection bandwidth</source>
        <translation>bisectiebandbreedte</translation>
    </message>
    <message>
        <source>oversubscription</source>
        <translation>overboeking</translation>
    </message>
    <message>
        <source>network capital cost</source>
        <translation>aanschafkosten netwerk</translation>
    </message>
    <message>
        <source>network cost per GPU</source>
        <translation>netwerkkosten per GPU</translation>
    </message>
    <message>
        <source>network share of cluster cost</source>
        <translation>aandeel netwerk in de clusterkosten</translation>
    </message>
    <message>
        <source>network power</source>
        <translation>stroomverbruik netwerk</translation>
    </message>
    <message>
        <source>energy per year</source>
        <translation>energie per jaar</translation>
    </message>
    <message>
        <source>energy cost per year</source>
        <translation>energiekosten per jaar</translation>
    </message>
    <message>
        <source>support cost per year</source>
        <translation>ondersteuningskosten per jaar</translation>
    </message>
    <message>
        <source>TCO</source>
        <translation>TCO</translation>
    </message>
    <message>
        <source>management complexity</source>
        <translation>beheercomplexiteit</translation>
    </message>
    <message>
        <source>bandwidth lost in the worst switch failure</source>
        <translation>verloren bandbreedte bij de ergste uitval van een switch</translation>
    </message>
    <message>
        <source>%1: the %2 is %3, not a finite number of at least 0.</source>
        <translation>%1: de waarde voor %2 is %3, geen eindig getal van minstens 0.</translation>
    </message>
    <message>
        <source>time of a collective</source>
        <translation>tijd van een collective</translation>
    </message>
    <message>
        <source>bus bandwidth of a collective</source>
        <translation>busbandbreedte van een collective</translation>
    </message>
    <message>
        <source>price of %1</source>
        <translation>prijs van %1</translation>
    </message>
    <message>
        <source>power of %1</source>
        <translation>stroomverbruik van %1</translation>
    </message>
    <message>
        <source>The design has no GPUs yet, so there is no network to compare. Add nodes or generate a design.</source>
        <translation>Het ontwerp heeft nog geen GPU&apos;s, dus er is geen netwerk om te vergelijken. Voeg nodes toe of genereer een ontwerp.</translation>
    </message>
    <message>
        <source>The design has no switches yet, so there is no network to compare. Add switches and links or generate a design.</source>
        <translation>Het ontwerp heeft nog geen switches, dus er is geen netwerk om te vergelijken. Voeg switches en links toe of genereer een ontwerp.</translation>
    </message>
    <message>
        <source>No node is linked to a switch yet, so there is no network to compare. Link the nodes&apos; NICs to leaf switches (Connect rail by rail) or generate a design.</source>
        <translation>Nog geen enkele node is aan een switch gekoppeld, dus er is geen netwerk om te vergelijken. Koppel de NIC&apos;s van de nodes aan leaf-switches (Rail voor rail bekabelen) of genereer een ontwerp.</translation>
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
        <translation>De fabric &quot;%1&quot; kon niet opnieuw worden gegenereerd: de NIC %2 of de catalogus heeft er geen %3-switch voor; de fabric is in plaats daarvan onderdeel voor onderdeel omgezet.</translation>
    </message>
    <message>
        <source>The fabric &quot;%1&quot; could not be generated again: no %2 design with %3 fits (%4); it was translated part for part instead.</source>
        <translation>De fabric &quot;%1&quot; kon niet opnieuw worden gegenereerd: er past geen ontwerp (%2) met %3 (%4); de fabric is in plaats daarvan onderdeel voor onderdeel omgezet.</translation>
    </message>
    <message>
        <source>The switch &quot;%1&quot; has type &quot;%2&quot;, which the catalogue does not know; it was kept.</source>
        <translation>De switch &quot;%1&quot; is van type &quot;%2&quot;, dat de catalogus niet kent; de switch is behouden.</translation>
    </message>
    <message>
        <source>No %1 switch in the catalogue has %2 Gb/s ports; the %3 switches of &quot;%4&quot; were kept.</source>
        <translation>Geen enkele %1-switch in de catalogus heeft poorten van %2 Gb/s; de %3 switches van &quot;%4&quot; zijn behouden.</translation>
    </message>
    <message>
        <source>In &quot;%1&quot; every %2 (%3 ports of %4 Gb/s) became a %5 (%6 ports of %4 Gb/s).</source>
        <translation>In &quot;%1&quot; is elke %2 (%3 poorten van %4 Gb/s) vervangen door een %5 (%6 poorten van %4 Gb/s).</translation>
    </message>
    <message>
        <source>The NIC %1 of node type %2 does not support %3; the nodes in &quot;%4&quot; keep it.</source>
        <translation>De NIC %1 van nodetype %2 ondersteunt geen %3; de nodes in &quot;%4&quot; houden die.</translation>
    </message>
    <message>
        <source>As drawn</source>
        <translation>Getekend ontwerp</translation>
    </message>
    <message>
        <source>Ethernet/RoCE</source>
        <translation>Ethernet/RoCE</translation>
    </message>
    <message>
        <source>Hybrid</source>
        <translation>Hybride</translation>
    </message>
    <message>
        <source>The fabric &quot;%1&quot; was generated again for %2 with %3: a %4-tier design, %5 switches for %6 GPUs.</source>
        <translation>De fabric &quot;%1&quot; is opnieuw gegenereerd voor %2 met %3: een %4-laags ontwerp, %5 switches voor %6 GPU&apos;s.</translation>
    </message>
    <message>
        <source>The fabric &quot;%1&quot; was edited after it was generated, so it is translated part for part to %2 instead of generated again: the variant keeps the nodes, switches and links as they are now.</source>
        <translation>De fabric &quot;%1&quot; is na het genereren bewerkt en wordt daarom onderdeel voor onderdeel naar %2 omgezet in plaats van opnieuw gegenereerd: de variant houdt de nodes, switches en links zoals ze nu zijn.</translation>
    </message>
    <message>
        <source>Hybrid per unit</source>
        <translation>Hybride per eenheid</translation>
    </message>
    <message>
        <source>Compute fabric (InfiniBand in each unit, Ethernet between units)</source>
        <translation>Compute-fabric (InfiniBand in elke eenheid, Ethernet tussen de eenheden)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln link(s) of other fabrics to the nodes of &quot;%1&quot; dropped because those nodes were generated again.</source>
        <translation>
            <numerusform>%Ln link van andere fabrics naar de nodes van &quot;%1&quot; is vervallen, omdat die nodes opnieuw zijn gegenereerd.</numerusform>
            <numerusform>%Ln links van andere fabrics naar de nodes van &quot;%1&quot; zijn vervallen, omdat die nodes opnieuw zijn gegenereerd.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 switches between the scalable units of &quot;%2&quot; became Ethernet switches; the InfiniBand switches&apos; links to them then need InfiniBand-to-Ethernet gateways, which the bill of materials counts without a price (none is public) and which forward IP, not RDMA.</source>
        <translation>%1 switches tussen de schaalbare eenheden van &quot;%2&quot; zijn vervangen door Ethernet-switches; de links van de InfiniBand-switches daarheen hebben dan InfiniBand-naar-Ethernet-gateways nodig, die de stuklijst meetelt zonder prijs (er is geen openbare prijs) en die IP doorsturen, geen RDMA.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has one scalable unit, so no switch lies between units: InfiniBand in each unit is InfiniBand throughout.</source>
        <translation>&quot;%1&quot; heeft één schaalbare eenheid, dus er ligt geen switch tussen eenheden: InfiniBand in elke eenheid is hier overal InfiniBand.</translation>
    </message>
</context>
<context>
    <name>fp::VariantHints</name>
    <message>
        <source>the log names both InfiniBand (line %1) and Ethernet (line %2) transports, so the fabric variant is left for you to choose.</source>
        <translation>de log noemt zowel InfiniBand- (regel %1) als Ethernet-transport (regel %2); daarom kiest u zelf de fabricvariant.</translation>
    </message>
</context>
<context>
    <name>fp::cli</name>
    <message>
        <source>option --%1 takes no value</source>
        <translation>optie --%1 heeft geen waarde</translation>
    </message>
    <message>
        <source>option --%1 needs a value</source>
        <translation>optie --%1 heeft een waarde nodig</translation>
    </message>
    <message>
        <source>option --%1 is given twice</source>
        <translation>optie --%1 is twee keer opgegeven</translation>
    </message>
    <message>
        <source>unknown option --%1 (see fabricplanner-cli --help)</source>
        <translation>onbekende optie --%1 (zie fabricplanner-cli --help)</translation>
    </message>
    <message>
        <source>the built-in catalog is damaged: %1</source>
        <translation>de ingebouwde catalogus is beschadigd: %1</translation>
    </message>
    <message>
        <source>import needs one project file (JSON) and --output FILE.fabricplan</source>
        <translation>import heeft één projectbestand (JSON) en --output BESTAND.fabricplan nodig</translation>
    </message>
    <message>
        <source>import needs --output FILE.fabricplan</source>
        <translation>import heeft --output BESTAND.fabricplan nodig</translation>
    </message>
    <message>
        <source>cannot write &quot;%1&quot;: %2</source>
        <translation>kan &quot;%1&quot; niet schrijven: %2</translation>
    </message>
    <message>
        <source>export needs --output OUT</source>
        <translation>export heeft --output UIT nodig</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has no fabric to export</source>
        <translation>&quot;%1&quot; heeft geen fabric om te exporteren</translation>
    </message>
    <message>
        <source>import-nccl needs a project file and at least one nccl-tests log</source>
        <translation>import-nccl heeft een projectbestand en minstens één nccl-tests-log nodig</translation>
    </message>
    <message>
        <source>%1: %2 on %3 GPUs, %4 sizes, variant %5%6
</source>
        <translation>%1: %2 op %3 GPU&apos;s, %4 berichtgroottes, variant %5%6
</translation>
    </message>
    <message>
        <source>unknown (use --variant)</source>
        <translation>onbekend (gebruik --variant)</translation>
    </message>
    <message>
        <source> (partial table)</source>
        <translation> (onvolledige tabel)</translation>
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
        <translation>%1 GPU&apos;s in %2 nodes

</translation>
    </message>
    <message>
        <source>Switches</source>
        <translation>Switches</translation>
    </message>
    <message>
        <source>Recommendation: %1
</source>
        <translation>Advies: %1
</translation>
    </message>
    <message>
        <source>What would change the answer:
</source>
        <translation>Wanneer het advies anders uitvalt:
</translation>
    </message>
    <message>
        <source>evaluate needs one project file</source>
        <translation>evaluate heeft één projectbestand nodig</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has no fabric to evaluate</source>
        <translation>&quot;%1&quot; heeft geen fabric om te evalueren</translation>
    </message>
    <message>
        <source>generate takes no file argument: &quot;%1&quot;</source>
        <translation>generate accepteert geen bestandsargument: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>generate needs --gpus N</source>
        <translation>generate heeft --gpus N nodig</translation>
    </message>
    <message>
        <source>--gpus must be a whole number from 1 to 10,000,000, not &quot;%1&quot;</source>
        <translation>--gpus moet een geheel getal van 1 tot en met 10.000.000 zijn, niet &quot;%1&quot;</translation>
    </message>
    <message>
        <source>--technology must be infiniband or ethernet, not &quot;%1&quot;</source>
        <translation>--technology moet infiniband of ethernet zijn, niet &quot;%1&quot;</translation>
    </message>
    <message>
        <source>--topology must be fat-tree or rail-optimized, not &quot;%1&quot;</source>
        <translation>--topology moet fat-tree of rail-optimized zijn, niet &quot;%1&quot;</translation>
    </message>
    <message>
        <source>--oversubscription must be a ratio of at least 1, written 1, 3 or 3:1, not &quot;%1&quot;</source>
        <translation>--oversubscription moet een verhouding van minstens 1 zijn, geschreven als 1, 3 of 3:1, niet &quot;%1&quot;</translation>
    </message>
    <message>
        <source>--planes must be 1, 2, 4 or 8, not &quot;%1&quot;</source>
        <translation>--planes moet 1, 2, 4 of 8 zijn, niet &quot;%1&quot;</translation>
    </message>
    <message>
        <source>--output needs a file name</source>
        <translation>--output heeft een bestandsnaam nodig</translation>
    </message>
    <message>
        <source>%1 GPUs in %2 nodes (%3)
</source>
        <translation>%1 GPU&apos;s in %2 nodes (%3)
</translation>
    </message>
    <message>
        <source>Fabric: %1, %2, %3 x %4 Gb/s ports per switch (%5)
</source>
        <translation>Fabric: %1, %2, %3 x %4 Gb/s-poorten per switch (%5)
</translation>
    </message>
    <message>
        <source>  %1: %2 switches, %3 links below
</source>
        <translation>  %1: %2 switches, %3 downlinks
</translation>
    </message>
    <message>
        <source>catalog takes no arguments: &quot;%1&quot;</source>
        <translation>catalog accepteert geen argumenten: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>price unknown</source>
        <translation>prijs onbekend</translation>
    </message>
    <message>
        <source>%1 (%2, %3)</source>
        <translation>%1 (%2, %3)</translation>
    </message>
    <message>
        <source>NICs</source>
        <translation>NIC&apos;s</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU&apos;s</translation>
    </message>
    <message>
        <source>Node types</source>
        <translation>Nodetypes</translation>
    </message>
    <message>
        <source>Cables and transceivers</source>
        <translation>Kabels en transceivers</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>onbekend</translation>
    </message>
    <message>
        <source>option --lang needs a value: en or nl</source>
        <translation>optie --lang heeft een waarde nodig: en of nl</translation>
    </message>
    <message>
        <source>--lang must be en or nl, not &quot;%1&quot;</source>
        <translation>--lang moet en of nl zijn, niet &quot;%1&quot;</translation>
    </message>
    <message>
        <source>no command given</source>
        <translation>geen opdracht opgegeven</translation>
    </message>
    <message>
        <source>unknown command &quot;%1&quot; (see fabricplanner-cli --help)</source>
        <translation>onbekende opdracht &quot;%1&quot; (zie fabricplanner-cli --help)</translation>
    </message>
    <message>
        <source>Oversubscription %1:1, %2, %3
</source>
        <translation>Overboeking %1:1, %2, %3
</translation>
    </message>
    <message numerus="yes">
        <source>%n plane(s)</source>
        <translation>
            <numerusform>%n vlak</numerusform>
            <numerusform>%n vlakken</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tier(s)</source>
        <translation>
            <numerusform>%n laag</numerusform>
            <numerusform>%n lagen</numerusform>
        </translation>
    </message>
    <message>
        <source>report needs one project file and --pdf OUT.pdf</source>
        <translation>report heeft één projectbestand en --pdf UIT.pdf nodig</translation>
    </message>
    <message>
        <source>report needs --pdf OUT.pdf</source>
        <translation>report heeft --pdf UIT.pdf nodig</translation>
    </message>
    <message>
        <source>--page-size must be a4 or letter, not &quot;%1&quot;</source>
        <translation>--page-size moet a4 of letter zijn, niet &quot;%1&quot;</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has no fabric to report on</source>
        <translation>&quot;%1&quot; heeft geen fabric om over te rapporteren</translation>
    </message>
    <message>
        <source>--use-calibration needs the variant the logs were measured on: it could not be guessed from every log, so give --variant</source>
        <translation>--use-calibration heeft de variant nodig waarop de logs zijn gemeten: die is niet uit elke log af te leiden, geef daarom --variant op</translation>
    </message>
    <message>
        <source>The analyses of variant %1 now use the figures calibrated from its measurements.
</source>
        <translation>De analyses van variant %1 gebruiken nu de waarden die op de metingen zijn gekalibreerd.
</translation>
    </message>
    <message>
        <source>set-comm-share needs a project file, --compute-s SECONDS and --comm-s SECONDS</source>
        <translation>set-comm-share heeft een projectbestand, --compute-s SECONDEN en --comm-s SECONDEN nodig</translation>
    </message>
    <message>
        <source>--%1 must be a number of seconds, 0 or more, not &quot;%2&quot;</source>
        <translation>--%1 moet een aantal seconden van 0 of meer zijn, niet &quot;%2&quot;</translation>
    </message>
    <message>
        <source>warning: %1
</source>
        <translation>waarschuwing: %1
</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>waarschuwing: %1</translation>
    </message>
    <message>
        <source>warning: and %1 more like these</source>
        <translation>waarschuwing: en nog %1 van deze soort</translation>
    </message>
    <message>
        <source>Recommendation: none, because:
</source>
        <translation>Advies: geen, omdat:
</translation>
    </message>
    <message>
        <source>the design has %1 GPUs with its groups repeated; at most %2 are supported</source>
        <translation>het ontwerp heeft met herhaalde groepen %1 GPU&apos;s; hoogstens %2 worden ondersteund</translation>
    </message>
    <message>
        <source>  none: the NIC of node type %1 does not support %2, or the catalog has no %2 switch at its speed
</source>
        <translation>  geen: de NIC van nodetype %1 ondersteunt geen %2, of de catalogus heeft geen %2-switch met die snelheid
</translation>
    </message>
    <message>
        <source>Switch</source>
        <translation>Switch</translation>
    </message>
    <message>
        <source>Topology</source>
        <translation>Topologie</translation>
    </message>
    <message>
        <source>Tiers</source>
        <translation>Lagen</translation>
    </message>
    <message>
        <source>Planes</source>
        <translation>Vlakken</translation>
    </message>
    <message>
        <source>Oversubscription</source>
        <translation>Overboeking</translation>
    </message>
    <message>
        <source>Capex</source>
        <translation>Aanschafkosten</translation>
    </message>
    <message>
        <source>All-reduce busbw (GB/s)</source>
        <translation>All-reduce-busbandbreedte (GB/s)</translation>
    </message>
    <message>
        <source>Complexity</source>
        <translation>Complexiteit</translation>
    </message>
    <message>
        <source>Meets requirements</source>
        <translation>Voldoet aan de eisen</translation>
    </message>
    <message>
        <source>%1:1</source>
        <translation>%1:1</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nee</translation>
    </message>
    <message>
        <source>  none could be built: %1
</source>
        <translation>  geen enkel ontwerp kon worden gebouwd: %1
</translation>
    </message>
    <message>
        <source>%1 GPUs in %2 nodes (%3), workload: %4
</source>
        <translation>%1 GPU&apos;s in %2 nodes (%3), workload: %4
</translation>
    </message>
    <message>
        <source>Busbw: all-reduce of %1 on the job&apos;s %2 GPUs. Oversubscription up to %3:1 (assumption %4).
</source>
        <translation>Busbandbreedte: all-reduce van %1 over de %2 GPU&apos;s van de job. Overboeking tot %3:1 (aanname %4).
</translation>
    </message>
    <message>
        <source>Requirements: none set.
</source>
        <translation>Eisen: geen opgegeven.
</translation>
    </message>
    <message>
        <source>Searched %1 designs, %2 could be built. The Pareto front of each technology: no other design of the technology is at least as cheap, fast and simple and better in one of them.
</source>
        <translation>%1 ontwerpen doorzocht, %2 konden worden gebouwd. Het Pareto-front van elke technologie: geen ander ontwerp van die technologie is minstens zo goedkoop, snel en eenvoudig en in een van die drie beter.
</translation>
    </message>
    <message>
        <source>explore needs one project file</source>
        <translation>explore heeft één projectbestand nodig</translation>
    </message>
    <message>
        <source>no fabric of either technology fits the node type&apos;s NIC</source>
        <translation>geen fabric van een van beide technologieën past bij de NIC van het nodetype</translation>
    </message>
    <message>
        <source>no design could be built: %1</source>
        <translation>geen enkel ontwerp kon worden gebouwd: %1</translation>
    </message>
    <message>
        <source>* the cheapest design of its technology that meets the requirements
+ a part has no price: the capex is a lower bound
Designs the model cannot tell apart share a row (topologies and planes separated by /).
</source>
        <translation>* het goedkoopste ontwerp van zijn technologie dat aan de eisen voldoet
+ een onderdeel heeft geen prijs: de aanschafkosten zijn een ondergrens
Ontwerpen die het model niet van elkaar kan onderscheiden, delen een regel (topologieën en vlakken gescheiden door /).
</translation>
    </message>
    <message>
        <source>Scoring table:
</source>
        <translation>Scoretabel:
</translation>
    </message>
    <message>
        <source>Requirement not met by %1: %2
</source>
        <translation>Eis waaraan %1 niet voldoet: %2
</translation>
    </message>
    <message>
        <source>a job survives any single switch failure</source>
        <translation>een job overleeft de uitval van elke willekeurige switch</translation>
    </message>
    <message>
        <source>network capex at most %1</source>
        <translation>aanschafkosten van het netwerk hoogstens %1</translation>
    </message>
    <message>
        <source>the job&apos;s all-reduce busbw at least %1 GB/s</source>
        <translation>all-reduce-busbandbreedte van de job minstens %1 GB/s</translation>
    </message>
    <message>
        <source>Requirements: %1.
</source>
        <translation>Eisen: %1.
</translation>
    </message>
    <message>
        <source>warning: no variant is recommended until the design gives a valid comparison (the warnings above say why)</source>
        <translation>waarschuwing: er wordt geen variant geadviseerd zolang het ontwerp geen geldige vergelijking oplevert (de waarschuwingen hierboven zeggen waarom)</translation>
    </message>
    <message>
        <source>--variant must be as-drawn, infiniband, ethernet, hybrid or hybrid-per-unit, not &quot;%1&quot;</source>
        <translation>--variant moet as-drawn, infiniband, ethernet, hybrid of hybrid-per-unit zijn, niet &quot;%1&quot;</translation>
    </message>
    <message>
        <source>TCO along the growth plan (in millions of %1):
</source>
        <translation>TCO volgens het groeiplan (in miljoenen %1):
</translation>
    </message>
    <message>
        <source>Sensitivity (lead of %1 in points):
</source>
        <translation>Gevoeligheid (voorsprong van %1 in punten):
</translation>
    </message>
    <message>
        <source>cannot read &quot;%1&quot;: %2</source>
        <translation>kan &quot;%1&quot; niet lezen: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: %2</source>
        <translation>&quot;%1&quot;: %2</translation>
    </message>
    <message>
        <source>cannot make the folder &quot;%1&quot;</source>
        <translation>kan de map &quot;%1&quot; niet aanmaken</translation>
    </message>
    <message>
        <source>export needs one project file, --format FORMAT and --output OUT</source>
        <translation>export heeft één projectbestand, --format FORMAAT en --output UIT nodig</translation>
    </message>
    <message>
        <source>--format must be json, graphml, xlsx, bom-csv, cabling-csv, cabling-xlsx, svg, drawio, netbox or ibnetdiscover, not &quot;%1&quot;</source>
        <translation>--format moet json, graphml, xlsx, bom-csv, cabling-csv, cabling-xlsx, svg, drawio, netbox of ibnetdiscover zijn, niet &quot;%1&quot;</translation>
    </message>
    <message>
        <source>import-devicetype needs a project file and at least one device type (YAML)</source>
        <translation>import-devicetype heeft een projectbestand en ten minste één apparaattype (YAML) nodig</translation>
    </message>
    <message>
        <source>added switch type %1 (%2)
</source>
        <translation>switchtype %1 (%2) toegevoegd
</translation>
    </message>
    <message>
        <source>compare-fabric needs a project file and the output of ibnetdiscover</source>
        <translation>compare-fabric heeft een projectbestand en de uitvoer van ibnetdiscover nodig</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has no InfiniBand fabric</source>
        <translation>&quot;%1&quot; heeft geen InfiniBand-fabric</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: %2
</source>
        <translation>%1: %2
</translation>
    </message>
    <message>
        <source>All-to-all busbw (GB/s)</source>
        <translation>All-to-all-busbandbreedte (GB/s)</translation>
    </message>
    <message>
        <source>The inference workload is scored on all-to-all, so each front keeps the designs that are cheapest, fastest at all-to-all of %1 and simplest.
</source>
        <translation>De inferentie-workload wordt beoordeeld op all-to-all, dus elk front houdt de ontwerpen die het goedkoopst, het snelst bij een all-to-all van %1 en het eenvoudigst zijn.
</translation>
    </message>
    <message>
        <source>Links between switches: %1 Gb/s (%2 ports per switch; a %3 Gb/s port is split for the nodes)
</source>
        <translation>Verbindingen tussen switches: %1 Gb/s (%2 poorten per switch; een poort van %3 Gb/s is gesplitst voor de nodes)
</translation>
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
        <translation>Gebruik:
  fabricplanner-cli generate --gpus N [--node-type ID] [--technology infiniband|ethernet]
                    [--switch ID] [--topology fat-tree|rail-optimized]
                    [--oversubscription R] [--planes 1|2|4|8] [--output BESTAND.fabricplan] [--json]
                    [--cluster-fabrics] [--compare-as-generated]
  fabricplanner-cli evaluate BESTAND.fabricplan [--json] [--best-per-technology] [--lang en|nl]
  fabricplanner-cli explore BESTAND.fabricplan [--json] [--hybrid-per-unit] [--lang en|nl]
  fabricplanner-cli report BESTAND.fabricplan --pdf UIT.pdf [--page-size a4|letter]
                    [--best-per-technology] [--cabling-plan] [--lang en|nl]
  fabricplanner-cli import-nccl BESTAND.fabricplan LOG... [--variant ID] [--use-calibration]
  fabricplanner-cli set-comm-share BESTAND.fabricplan --compute-s X --comm-s Y [--overlap-s Z]
  fabricplanner-cli export BESTAND.fabricplan --format json|graphml|xlsx|bom-csv|cabling-csv|cabling-xlsx
                    --output UIT [--best-per-technology]
  fabricplanner-cli export BESTAND.fabricplan --format svg|drawio|ibnetdiscover --output UIT
  fabricplanner-cli export BESTAND.fabricplan --format netbox --output MAP
  fabricplanner-cli import BESTAND.json --output BESTAND.fabricplan
  fabricplanner-cli import-devicetype BESTAND.fabricplan TYPE.yaml...
  fabricplanner-cli compare-fabric BESTAND.fabricplan IBNETDISCOVER.txt [--json]
  fabricplanner-cli catalog [--json]
  fabricplanner-cli --help | --version

Standaardwaarden voor generate: nodetype h100-8gpu (8 x H100 SXM, 8 x 400G-NIC&apos;s), technologie infiniband,
de standaardswitch van de technologie (qm9700: 64 x 400G InfiniBand; sn5600: 128 x 400G Ethernet),
topologie rail-optimized, overboeking 1 (te schrijven als 1, 3 of 3:1), vlakken 1.
De ID&apos;s zijn die uit de catalogus: fabricplanner-cli catalog geeft ze weer.
import-nccl --use-calibration: de analyses van de geïmporteerde variant gebruiken de latentie en bandbreedte die op de metingen zijn gefit.
explore: de goedkoopste, snelste en eenvoudigste compute-fabrics van elke technologie voor de GPU&apos;s,
het nodetype en de workload van het ontwerp (het Pareto-front; docs/EXPLORE.md).
set-comm-share: het aandeel van de staptijd dat de workload aan communicatie besteedt, uit een gemeten stap
(seconden rekenwerk, communicatie en overlap).
evaluate: ook de netwerk-TCO per jaar volgens het groeiplan (doelen over 1 en 3 jaar)
en de gevoeligheid van het advies voor de belangrijkste aannames; --json voegt ze toe als
&quot;growth_plan&quot; en &quot;sensitivity&quot; (docs/CLI.md).

Elke opdracht accepteert --lang en|nl (standaard: de systeemtaal).
compare-fabric: de gebouwde fabric (uitvoer van ibnetdiscover) tegen het ontwerp; afsluitcode 1 als ze verschillen.
Afsluitcodes: 0 gelukt, 2 ongeldige invoer (één regel op stderr), 1 interne fout.
</translation>
    </message>
</context>
<context>
    <name>fp::edit</name>
    <message>
        <source>A link must end on a switch.</source>
        <translation>Een link moet op een switch eindigen.</translation>
    </message>
    <message>
        <source>The switch belongs to no fabric.</source>
        <translation>De switch hoort bij geen enkele fabric.</translation>
    </message>
    <message>
        <source>A link must start at a node&apos;s NIC port or at a switch.</source>
        <translation>Een link moet bij een NIC-poort van een node of bij een switch beginnen.</translation>
    </message>
    <message>
        <source>A switch cannot be linked to itself.</source>
        <translation>Een switch kan niet aan zichzelf worden gekoppeld.</translation>
    </message>
    <message>
        <source>Links may not join two different groups.</source>
        <translation>Een link mag geen twee verschillende groepen verbinden.</translation>
    </message>
    <message>
        <source>A node outside any group cannot link into a group.</source>
        <translation>Een node buiten alle groepen kan niet aan iets binnen een groep worden gekoppeld.</translation>
    </message>
    <message>
        <source>Both switches must belong to the same fabric.</source>
        <translation>Beide switches moeten bij dezelfde fabric horen.</translation>
    </message>
    <message>
        <source>The two switches have no port speed in common.</source>
        <translation>De twee switches hebben geen poortsnelheid gemeen.</translation>
    </message>
    <message>
        <source>The node&apos;s type is not in the catalog.</source>
        <translation>Het type van de node staat niet in de catalogus.</translation>
    </message>
    <message>
        <source>The node has no NIC %1.</source>
        <translation>De node heeft geen NIC %1.</translation>
    </message>
    <message>
        <source>The node&apos;s NIC does not support %1.</source>
        <translation>De NIC van de node ondersteunt geen %1.</translation>
    </message>
    <message>
        <source>The NIC has no port %1.</source>
        <translation>De NIC heeft geen poort %1.</translation>
    </message>
    <message>
        <source>This NIC port is already linked.</source>
        <translation>Deze NIC-poort is al gekoppeld.</translation>
    </message>
    <message>
        <source>%1 has no ports at %2 Gb/s.</source>
        <translation>%1 heeft geen poorten van %2 Gb/s.</translation>
    </message>
    <message>
        <source>The catalogue has no figure &quot;%1&quot; of &quot;%2&quot;.</source>
        <translation>De catalogus heeft geen waarde &quot;%1&quot; voor &quot;%2&quot;.</translation>
    </message>
    <message>
        <source>Nothing to connect: select nodes and their leaf switches, or leaf and spine switches.</source>
        <translation>Niets te koppelen: selecteer nodes met hun leaf-switches, of leaf- en spine-switches.</translation>
    </message>
    <message>
        <source>The selected switches belong to different fabrics.</source>
        <translation>De geselecteerde switches horen bij verschillende fabrics.</translation>
    </message>
    <message>
        <source>Nothing to connect: the NIC ports of the selected nodes are all linked and the selected leaves have their uplinks.</source>
        <translation>Niets te koppelen: alle NIC-poorten van de geselecteerde nodes zijn al gekoppeld en de geselecteerde leafs hebben hun uplinks al.</translation>
    </message>
    <message>
        <source>Not connected: %1</source>
        <translation>Niet gekoppeld: %1</translation>
    </message>
    <message>
        <source>The catalogue has no switch &quot;%1&quot;.</source>
        <translation>De catalogus kent geen switch &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>%1 is for %2, but %3 is in the %4 fabric.</source>
        <translation>%1 is bedoeld voor %2, maar %3 zit in de %4-fabric.</translation>
    </message>
    <message>
        <source>%1 has no ports at %2 Gb/s, the speed of the links of %3.</source>
        <translation>%1 heeft geen poorten op %2 Gb/s, de snelheid van de links van %3.</translation>
    </message>
    <message>
        <source>Select the switches whose part to change.</source>
        <translation>Selecteer de switches waarvan u het model wilt wijzigen.</translation>
    </message>
    <message>
        <source>%1 is already in the group %2.</source>
        <translation>%1 zit al in de groep %2.</translation>
    </message>
    <message>
        <source>Select the nodes and switches to group.</source>
        <translation>Selecteer de nodes en switches die u wilt groeperen.</translation>
    </message>
    <message>
        <source>%1 links into the group from %2, which is left outside: select it too.</source>
        <translation>%1 heeft een link vanuit %2, die buiten de groep blijft: selecteer die ook.</translation>
    </message>
    <message>
        <source>The NVLink domain %1 would be split: select all its nodes or none.</source>
        <translation>Het NVLink-domein %1 zou worden opgesplitst: selecteer al zijn nodes of geen enkele.</translation>
    </message>
    <message>
        <source>Group %1</source>
        <translation>Groep %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 to %2: %3</source>
        <translation>%1 naar %2: %3</translation>
    </message>
    <message>
        <source>Select a group to ungroup.</source>
        <translation>Selecteer de groep die u wilt opheffen.</translation>
    </message>
    <message>
        <source>%1 repeats %2 times: set its repeat to 1 first, or its other copies would be lost.</source>
        <translation>%1 komt %2 keer voor: zet de herhaling eerst op 1, anders gaan de andere kopieën verloren.</translation>
    </message>
</context>
<context>
    <name>fp::exchange</name>
    <message>
        <source>Untitled project</source>
        <translation>Naamloos project</translation>
    </message>
    <message>
        <source>Bill of materials: %1</source>
        <translation>Stuklijst: %1</translation>
    </message>
    <message>
        <source>Variants with this bill: %1</source>
        <translation>Varianten met deze stuklijst: %1</translation>
    </message>
    <message>
        <source>Incomplete: parts without a price are marked unknown; the total leaves them out and is a lower bound.</source>
        <translation>Onvolledig: onderdelen zonder prijs staan als onbekend vermeld; het totaal laat ze weg en is een ondergrens.</translation>
    </message>
    <message>
        <source>Part number</source>
        <translation>Onderdeelnummer</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Omschrijving</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Categorie</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>Detail</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Aantal</translation>
    </message>
    <message>
        <source>Unit price</source>
        <translation>Stuksprijs</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totaal</translation>
    </message>
    <message>
        <source>Price tag</source>
        <translation>Herkomst prijs</translation>
    </message>
    <message>
        <source>Price year</source>
        <translation>Prijsjaar</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>onbekend</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Samenvatting</translation>
    </message>
    <message>
        <source>Sheet</source>
        <translation>Blad</translation>
    </message>
    <message>
        <source>Variants</source>
        <translation>Varianten</translation>
    </message>
    <message>
        <source>Network capital cost</source>
        <translation>Aanschafkosten netwerk</translation>
    </message>
    <message>
        <source>Complete</source>
        <translation>Volledig</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no: a lower bound, prices unknown</source>
        <translation>nee: een ondergrens, prijzen onbekend</translation>
    </message>
    <message>
        <source>Central</source>
        <translation>Centraal</translation>
    </message>
    <message>
        <source>Cabling plan</source>
        <translation>Bekabelingsplan</translation>
    </message>
    <message>
        <source>Cabling plan: %1</source>
        <translation>Bekabelingsplan: %1</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Label</translation>
    </message>
    <message>
        <source>A rack</source>
        <translation>Rack A</translation>
    </message>
    <message>
        <source>A device</source>
        <translation>Apparaat A</translation>
    </message>
    <message>
        <source>A port</source>
        <translation>Poort A</translation>
    </message>
    <message>
        <source>A lane</source>
        <translation>Lane A</translation>
    </message>
    <message>
        <source>A part</source>
        <translation>Onderdeel A</translation>
    </message>
    <message>
        <source>B rack</source>
        <translation>Rack B</translation>
    </message>
    <message>
        <source>B device</source>
        <translation>Apparaat B</translation>
    </message>
    <message>
        <source>B port</source>
        <translation>Poort B</translation>
    </message>
    <message>
        <source>B lane</source>
        <translation>Lane B</translation>
    </message>
    <message>
        <source>B part</source>
        <translation>Onderdeel B</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Medium</translation>
    </message>
    <message>
        <source>Cable part</source>
        <translation>Kabel</translation>
    </message>
    <message>
        <source>Length (m)</source>
        <translation>Lengte (m)</translation>
    </message>
    <message>
        <source>Gbit/s</source>
        <translation>Gbit/s</translation>
    </message>
    <message>
        <source>Fabric</source>
        <translation>Fabric</translation>
    </message>
    <message>
        <source>field &quot;interfaces&quot; must be a list</source>
        <translation>veld &quot;interfaces&quot; moet een lijst zijn</translation>
    </message>
    <message>
        <source>interfaces[%1] must be a mapping</source>
        <translation>interfaces[%1] moet een mapping zijn</translation>
    </message>
    <message>
        <source>interfaces[%1]: field &quot;%2&quot; is not understood</source>
        <translation>interfaces[%1]: veld &quot;%2&quot; wordt niet begrepen</translation>
    </message>
    <message>
        <source>interfaces[%1]: type &quot;%2&quot; is not understood</source>
        <translation>interfaces[%1]: type &quot;%2&quot; wordt niet begrepen</translation>
    </message>
    <message>
        <source>devicetype-library %1</source>
        <translation>devicetype-library %1</translation>
    </message>
    <message>
        <source>not in %1</source>
        <translation>niet in %1</translation>
    </message>
    <message>
        <source>no price in %1; enter a quote</source>
        <translation>geen prijs in %1; voer een offerteprijs in</translation>
    </message>
    <message>
        <source>no typical power in %1</source>
        <translation>geen typisch vermogen in %1</translation>
    </message>
    <message>
        <source>no latency in %1</source>
        <translation>geen latentie in %1</translation>
    </message>
    <message>
        <source>no buffer size in %1</source>
        <translation>geen buffergrootte in %1</translation>
    </message>
    <message>
        <source>Imported from %1 (part number %2): one cage per data interface listed.</source>
        <translation>Geïmporteerd uit %1 (onderdeelnummer %2): één cage per vermelde data-interface.</translation>
    </message>
    <message>
        <source>not a device type: the document is not a mapping</source>
        <translation>geen apparaattype: het document is geen mapping</translation>
    </message>
    <message>
        <source>field &quot;%1&quot; is not understood</source>
        <translation>veld &quot;%1&quot; wordt niet begrepen</translation>
    </message>
    <message>
        <source>field &quot;%1&quot; is missing</source>
        <translation>veld &quot;%1&quot; ontbreekt</translation>
    </message>
    <message>
        <source>no InfiniBand or 100G+ Ethernet data ports: not a switch of a fabric</source>
        <translation>geen InfiniBand- of Ethernet-datapoorten van 100G of meer: geen switch van een fabric</translation>
    </message>
    <message>
        <source>both InfiniBand and Ethernet data ports: not understood</source>
        <translation>zowel InfiniBand- als Ethernet-datapoorten: niet begrepen</translation>
    </message>
    <message>
        <source>%1: not readable YAML: %2</source>
        <translation>%1: geen leesbare YAML: %2</translation>
    </message>
    <message>
        <source>FabricPlanner design</source>
        <translation>FabricPlanner-ontwerp</translation>
    </message>
    <message>
        <source>Drawn by FabricPlanner</source>
        <translation>Getekend door FabricPlanner</translation>
    </message>
    <message>
        <source>the design has no fabric to export</source>
        <translation>het ontwerp heeft geen fabric om te exporteren</translation>
    </message>
    <message>
        <source>the design has no InfiniBand fabric</source>
        <translation>het ontwerp heeft geen InfiniBand-fabric</translation>
    </message>
    <message>
        <source>Bill of materials (Excel)</source>
        <translation>Stuklijst (Excel)</translation>
    </message>
    <message>
        <source>Bill of materials (CSV)</source>
        <translation>Stuklijst (CSV)</translation>
    </message>
    <message>
        <source>Cabling plan (CSV)</source>
        <translation>Bekabelingsplan (CSV)</translation>
    </message>
    <message>
        <source>Cabling plan (Excel)</source>
        <translation>Bekabelingsplan (Excel)</translation>
    </message>
    <message>
        <source>line %1 is not ibnetdiscover output: &quot;%2&quot;</source>
        <translation>regel %1 is geen ibnetdiscover-uitvoer: &quot;%2&quot;</translation>
    </message>
    <message>
        <source>no switch or adapter found: not ibnetdiscover output</source>
        <translation>geen switch of adapter gevonden: geen ibnetdiscover-uitvoer</translation>
    </message>
    <message>
        <source>%1 port %2</source>
        <translation>%1 poort %2</translation>
    </message>
    <message>
        <source>tier %1: %2</source>
        <translation>laag %1: %2</translation>
    </message>
    <message>
        <source>none</source>
        <translation>geen</translation>
    </message>
    <message numerus="yes">
        <source> and %Ln more</source>
        <translation>
            <numerusform> en nog %Ln</numerusform>
            <numerusform> en nog %Ln</numerusform>
        </translation>
    </message>
    <message>
        <source>missing: %1 - %2
</source>
        <translation>ontbreekt: %1 - %2
</translation>
    </message>
    <message>
        <source>extra: %1 - %2
</source>
        <translation>extra: %1 - %2
</translation>
    </message>
    <message>
        <source>miswired: %1 goes to %2; the design has %3
</source>
        <translation>verkeerd gekoppeld: %1 gaat naar %2; het ontwerp heeft %3
</translation>
    </message>
    <message>
        <source>devices not in the design: %1
</source>
        <translation>apparaten die niet in het ontwerp staan: %1
</translation>
    </message>
    <message>
        <source>devices of the design not found: %1
</source>
        <translation>apparaten uit het ontwerp die niet gevonden zijn: %1
</translation>
    </message>
    <message>
        <source>switches per tier: designed %1; found %2
</source>
        <translation>switches per laag: ontworpen %1; gevonden %2
</translation>
    </message>
    <message>
        <source>the fabric as built matches the design
</source>
        <translation>de gebouwde fabric komt overeen met het ontwerp
</translation>
    </message>
    <message>
        <source>cannot create a temporary folder for the spreadsheet</source>
        <translation>kan geen tijdelijke map voor de spreadsheet maken</translation>
    </message>
    <message>
        <source>SVG drawing</source>
        <translation>SVG-tekening</translation>
    </message>
    <message>
        <source>draw.io diagram</source>
        <translation>draw.io-diagram</translation>
    </message>
    <message>
        <source>NetBox import files (folder)</source>
        <translation>NetBox-importbestanden (map)</translation>
    </message>
    <message>
        <source>ibnetdiscover output as designed</source>
        <translation>ibnetdiscover-uitvoer zoals ontworpen</translation>
    </message>
    <message>
        <source>A position (U)</source>
        <translation>Positie A (U)</translation>
    </message>
    <message>
        <source>B position (U)</source>
        <translation>Positie B (U)</translation>
    </message>
    <message>
        <source>no whole u_height in %1</source>
        <translation>geen geheel getal als u_height in %1</translation>
    </message>
    <message>
        <source>the evaluation has no variant &quot;%1&quot;</source>
        <translation>de evaluatie heeft geen variant &quot;%1&quot;</translation>
    </message>
    <message>
        <source>links missing: %1, extra: %2, miswired: %3
</source>
        <translation>ontbrekende links: %1, extra: %2, verkeerd gekoppeld: %3
</translation>
    </message>
</context>
<context>
    <name>fp::exchange::XlsxBook</name>
    <message>
        <source>cannot write the spreadsheet: %1</source>
        <translation>kan de spreadsheet niet schrijven: %1</translation>
    </message>
</context>
<context>
    <name>fp::rec</name>
    <message>
        <source>EUR %1</source>
        <translation>€ %1</translation>
    </message>
    <message>
        <source>performance value</source>
        <translation>prestatiewaarde</translation>
    </message>
    <message>
        <source>network TCO</source>
        <translation>netwerk-TCO</translation>
    </message>
    <message>
        <source>management complexity</source>
        <translation>beheercomplexiteit</translation>
    </message>
    <message>
        <source>integration with the existing network</source>
        <translation>aansluiting op het bestaande netwerk</translation>
    </message>
    <message>
        <source>vendor diversity</source>
        <translation>leveranciersspreiding</translation>
    </message>
    <message>
        <source>risk</source>
        <translation>risico</translation>
    </message>
    <message>
        <source>A job survives any single switch failure.</source>
        <translation>Een job overleeft de uitval van elke willekeurige switch.</translation>
    </message>
    <message>
        <source>The worst single switch failure cuts off %1 GPUs, and a job over the whole cluster stops.</source>
        <translation>Bij de ergste uitval van één switch raken %1 GPU&apos;s onbereikbaar en stopt een clusterbrede job.</translation>
    </message>
    <message>
        <source>The network capex is at least %1 (some prices are unknown), so the budget of %2 cannot be confirmed.</source>
        <translation>De aanschafkosten van het netwerk zijn minstens %1 (niet alle prijzen zijn bekend), dus het budget van %2 is niet te bevestigen.</translation>
    </message>
    <message>
        <source>The network capex of %1 is within the budget of %2.</source>
        <translation>De aanschafkosten van het netwerk, %1, blijven binnen het budget van %2.</translation>
    </message>
    <message>
        <source>The network capex of %1 exceeds the budget of %2 by %3.</source>
        <translation>De aanschafkosten van het netwerk, %1, overschrijden het budget van %2 met %3.</translation>
    </message>
    <message>
        <source>The model has no all-reduce over %1 GPUs to check the minimum bus bandwidth of %2 GB/s against.</source>
        <translation>Het model heeft geen all-reduce over %1 GPU&apos;s om de minimale busbandbreedte van %2 GB/s aan te toetsen.</translation>
    </message>
    <message>
        <source>surviving any single switch failure</source>
        <translation>de uitval van elke willekeurige switch overleven</translation>
    </message>
    <message>
        <source>the network capex budget of %1</source>
        <translation>het budget voor de aanschafkosten van het netwerk van %1</translation>
    </message>
    <message>
        <source>a job all-reduce bus bandwidth of at least %1 GB/s</source>
        <translation>een busbandbreedte van minstens %1 GB/s voor de all-reduce van een job</translation>
    </message>
    <message>
        <source>%1 (not met by %2)</source>
        <translation>%1 (niet gehaald door %2)</translation>
    </message>
    <message>
        <source>No variant meets every requirement: %1. %2 is recommended as the best-scoring variant, although it does not meet every requirement.</source>
        <translation>Geen enkele variant voldoet aan alle eisen: %1. Het advies is %2, de variant met de hoogste score, hoewel die niet aan alle eisen voldoet.</translation>
    </message>
    <message>
        <source>Requirements: %1. %2 meets every requirement and is recommended among the variants that do.</source>
        <translation>Eisen: %1. %2 voldoet aan alle eisen en is het advies onder de varianten die dat doen.</translation>
    </message>
    <message>
        <source>With its weight of %1 this gives %2 %3 points more than %4.</source>
        <translation>Met een gewicht van %1 levert dit %2 %3 punten meer op dan %4.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a variant and its figure</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Weighted total (0-10): %1; it is the only variant to compare.</source>
        <translation>Gewogen totaal (0-10): %1; dit is de enige variant om te vergelijken.</translation>
    </message>
    <message>
        <source>Weighted totals (0-10): %1. %2 is recommended, %3 points ahead of %4.</source>
        <translation>Gewogen totalen (0-10): %1. Het advies is %2, %3 punten voor op %4.</translation>
    </message>
    <message>
        <source>Weighted totals (0-10): %1. %2 is recommended because it fails fewer requirements, although %3 scores %4 points more.</source>
        <translation>Gewogen totalen (0-10): %1. Het advies is %2, omdat die aan meer eisen voldoet, hoewel %3 %4 punten hoger scoort.</translation>
    </message>
    <message>
        <source>The hybrid is the InfiniBand design here: the design has no storage or front-end fabric to put on Ethernet, so the hybrid is not scored on its own.</source>
        <translation>De hybride variant is hier het InfiniBand-ontwerp: het ontwerp heeft geen opslag- of front-endfabric om op Ethernet te zetten, dus de hybride variant krijgt geen eigen score.</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>not modelled</source>
        <translation>niet gemodelleerd</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1 (%2 % more)</source>
        <translation>%1 (%2 % meer)</translation>
    </message>
    <message>
        <source>Network TCO over %1 years: %2. Points (one point is %3, a tenth of the lowest TCO): %4.</source>
        <translation>Netwerk-TCO over %1 jaar: %2. Punten (één punt is %3, een tiende van de laagste TCO): %4.</translation>
    </message>
    <message>
        <source>Management complexity out of 100, the team&apos;s skill gap included: %1. Points (10 for the lowest score, 0 at 100): %2.</source>
        <translation>Beheercomplexiteit op een schaal tot 100, inclusief het gebrek aan ervaring in het team: %1. Punten (10 voor de laagste score, 0 bij 100): %2.</translation>
    </message>
    <message>
        <source>The data centre runs Ethernet: every fabric on Ethernet shares its tools, processes and spares, and a storage or front-end fabric its network. Share of each variant&apos;s fabrics on Ethernet: %1. Points (10 for the highest share, the others in proportion): %2.</source>
        <translation>In het datacenter wordt Ethernet gebruikt: elke fabric op Ethernet deelt de tools, processen en reserveonderdelen daarvan, en een opslag- of front-endfabric ook het netwerk zelf. Aandeel van de fabrics van elke variant op Ethernet: %1. Punten (10 voor het hoogste aandeel, de andere naar verhouding): %2.</translation>
    </message>
    <message>
        <source>The data centre has no Ethernet network to integrate with: every variant gets 10 points.</source>
        <translation>Het datacenter heeft geen Ethernet-netwerk om op aan te sluiten: elke variant krijgt 10 punten.</translation>
    </message>
    <message>
        <source>With the weight of %1 at %2 (now %3), %4 would be recommended.</source>
        <translation>Bij een gewicht van %2 voor %1 (nu %3) wordt het advies %4.</translation>
    </message>
    <message>
        <source>With %1 InfiniBand experience in the team (now %2), %3 would be recommended.</source>
        <translation>Als het team %1 ervaring met InfiniBand heeft (nu %2 ervaring), zou het advies %3 zijn.</translation>
    </message>
    <message>
        <source>With %1 RoCE experience in the team (now %2), %3 would be recommended.</source>
        <translation>Als het team %1 ervaring met RoCE heeft (nu %2 ervaring), zou het advies %3 zijn.</translation>
    </message>
    <message>
        <source>Without an existing Ethernet data-centre network, %1 would be recommended.</source>
        <translation>Zonder bestaand Ethernet-datacenternetwerk zou het advies %1 zijn.</translation>
    </message>
    <message>
        <source>With an existing Ethernet data-centre network, %1 would be recommended.</source>
        <translation>Met een bestaand Ethernet-datacenternetwerk zou het advies %1 zijn.</translation>
    </message>
    <message>
        <source>If jobs need not survive a single switch failure, %1 would be recommended.</source>
        <translation>Als jobs de uitval van één switch niet hoefden te overleven, zou het advies %1 zijn.</translation>
    </message>
    <message>
        <source>If jobs had to survive any single switch failure, %1 would be recommended.</source>
        <translation>Als jobs de uitval van elke willekeurige switch moesten overleven, zou het advies %1 zijn.</translation>
    </message>
    <message>
        <source>If the workload were %1 (now %2), %3 would be recommended.</source>
        <translation>Als de workload %1 zou zijn (nu %2), zou het advies %3 zijn.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>geen</translation>
    </message>
    <message>
        <source>With a network capex budget of %1 (now %2), %3 would be recommended.</source>
        <translation>Met een budget voor de aanschafkosten van het netwerk van %1 (nu %2) zou het advies %3 zijn.</translation>
    </message>
    <message>
        <source>%1 GB/s</source>
        <translation>%1 GB/s</translation>
    </message>
    <message>
        <source>With a minimum job all-reduce bus bandwidth of %1 GB/s (now %2), %3 would be recommended.</source>
        <translation>Met een minimale busbandbreedte van %1 GB/s voor de all-reduce van een job (nu %2) zou het advies %3 zijn.</translation>
    </message>
    <message>
        <source>If the network TCO of %1 were %2 (now %3), %4 would be recommended.</source>
        <translation>Als de netwerk-TCO van %1 %2 zou zijn (nu %3), zou het advies %4 zijn.</translation>
    </message>
    <message>
        <source>At %1 per GPU-hour (now %2), %3 would be recommended.</source>
        <translation>Bij %1 per GPU-uur (nu %2) zou het advies %3 zijn.</translation>
    </message>
    <message>
        <source>With %1 % of step time communicating (now %2 %), %3 would be recommended.</source>
        <translation>Met %1 % van de staptijd aan communicatie (nu %2 %) zou het advies %3 zijn.</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>The hybrid per unit is the InfiniBand design here: the compute fabric has no switches between its units to put on Ethernet, so it is not scored on its own.</source>
        <translation>De variant Hybride per eenheid is hier het InfiniBand-ontwerp: de compute-fabric heeft geen switches tussen zijn eenheden om op Ethernet te zetten, dus wordt hij niet apart gescoord.</translation>
    </message>
    <message>
        <source>Along the growth plan the cluster grows, so the money lost counts %1 years of today&apos;s GPUs (%2 years of the plan) instead of %3.</source>
        <translation>Volgens het groeiplan groeit het cluster, dus het verlies telt als %1 jaar bij het huidige aantal GPU&apos;s (over de %2 jaar van het plan) in plaats van %3.</translation>
    </message>
    <message>
        <source>Network TCO along the growth plan over %1 years (the design now, the build-out steps to the 1- and 3-year targets with re-cabling, energy and support year by year): %2. Points (one point is %3, a tenth of the lowest TCO): %4.</source>
        <translation>Netwerk-TCO volgens het groeiplan over %1 jaar (het ontwerp van nu, de uitbreidingsstappen naar de doelen over 1 en 3 jaar met herbekabeling, energie en ondersteuning jaar voor jaar): %2. Punten (één punt is %3, een tiende van de laagste TCO): %4.</translation>
    </message>
    <message>
        <source>Ethernet price discount against InfiniBand</source>
        <translation>Prijsvoordeel Ethernet t.o.v. InfiniBand</translation>
    </message>
    <message>
        <source>Energy price</source>
        <translation>Energieprijs</translation>
    </message>
    <message>
        <source>EUR %1 per kWh</source>
        <translation>€ %1 per kWh</translation>
    </message>
    <message>
        <source>Support per year, share of capex</source>
        <translation>Ondersteuning per jaar (deel van aanschaf)</translation>
    </message>
    <message>
        <source>RoCE efficiency against InfiniBand</source>
        <translation>RoCE-efficiëntie t.o.v. InfiniBand</translation>
    </message>
    <message>
        <source>Hidden share of the gradient reduction</source>
        <translation>Verborgen deel van de gradiëntreductie</translation>
    </message>
    <message>
        <source>Cost per GPU-hour</source>
        <translation>Kosten per GPU-uur</translation>
    </message>
    <message>
        <source>%1 from %2 to %3 (now %4): the lead of %5 goes from %6 to %7 points</source>
        <translation>%1 van %2 tot %3 (nu %4): de voorsprong van %5 gaat van %6 naar %7 punten</translation>
    </message>
    <message>
        <source>%1; the recommendation does not change in this range.</source>
        <translation>%1; binnen dit bereik verandert het advies niet.</translation>
    </message>
    <message>
        <source>%1; at %2 %3 would be recommended.</source>
        <translation>%1; bij %2 zou het advies %3 zijn.</translation>
    </message>
    <message>
        <source>%1 is not scored: its build-out along the growth plan cannot be priced yet, and the network TCO compares every variant along the same plan.</source>
        <translation>%1 telt niet mee in de score: de uitbreiding volgens het groeiplan kan voor deze variant nog niet worden geprijsd, en de netwerk-TCO vergelijkt alle varianten langs hetzelfde plan.</translation>
    </message>
    <message>
        <source>%1 % of the step of %2, the fastest option: </source>
        <translation>%1 % van de stap bij %2, de snelste optie: </translation>
    </message>
    <message>
        <source>the modelled steps, %1 s against %2 s.</source>
        <translation>de berekende staptijden, %1 s tegenover %2 s.</translation>
    </message>
    <message>
        <source>the collective that stands for the workload is not modelled for both, so the steps count as equal.</source>
        <translation>de collectieve operatie die de workload vertegenwoordigt is niet voor beide berekend, dus de stappen tellen als even lang.</translation>
    </message>
    <message>
        <source>no parallelism plan is set, so the communicating share of the step (%1 %, an input of the workload) scales with the time of the %2 over %3 GPUs (%4 ms against %5 ms) and the rest stays: 1 + %1 % x (%4 / %5 - 1).</source>
        <translation>er is geen parallellisatieplan ingesteld, dus het communicatiedeel van de stap (%1 %, een invoer van de workload) schaalt mee met de tijd van de %2 over %3 GPU&apos;s (%4 ms tegenover %5 ms) en de rest blijft gelijk: 1 + %1 % x (%4 / %5 - 1).</translation>
    </message>
    <message>
        <source>over the %1 years of the growth plan (%2 years of today&apos;s GPUs)</source>
        <translation>over de %1 jaar van het groeiplan (%2 jaar van de huidige GPU&apos;s)</translation>
    </message>
    <message>
        <source>over %1 years</source>
        <translation>over %1 jaar</translation>
    </message>
    <message>
        <source>RoCE tuning risk: a RoCE compute fabric that misses its tuning runs at the untuned efficiency (%1) instead of the one it is modelled with. The team has %2 RoCE experience, so %3 % of that loss counts. Bandwidth at stake: %4. Points (10 x (1 - the share at stake)): %5.</source>
        <translation>Risico van de RoCE-afstelling: een RoCE-fabric die niet goed is afgesteld, draait op de efficiëntie zonder afstelling (%1) in plaats van die waarmee hij is gemodelleerd. Het team heeft %2 ervaring met RoCE, dus telt %3 % van dat verlies. Bandbreedte die op het spel staat: %4. Punten (10 x (1 - het aandeel dat op het spel staat)): %5.</translation>
    </message>
    <message>
        <source>plain ECMP instead of adaptive routing</source>
        <translation>standaard-ECMP in plaats van adaptieve routering</translation>
    </message>
    <message>
        <source>Performance is not valued: the catalogue has no cost per GPU-hour (gpu-hour-cost-eur), so every variant gets 10 points.</source>
        <translation>Prestaties worden niet in geld uitgedrukt: de catalogus heeft geen kosten per GPU-uur (gpu-hour-cost-eur), dus elke variant krijgt 10 punten.</translation>
    </message>
    <message>
        <source>Switch vendors to choose from for the same fabric (the catalogue lists %1 for InfiniBand and %2 for Ethernet; the bills price one vendor&apos;s parts, the others can be quoted), per variant weighted by its switches: %3. Points (10 for the most, the others in proportion): %4.</source>
        <translation>Keuze aan switchleveranciers voor dezelfde fabric (de catalogus noemt er %1 voor InfiniBand en %2 voor Ethernet; de stuklijsten bevatten prijzen van één leverancier; bij de andere kan een offerte worden gevraagd), per variant gewogen naar het aantal switches: %3. Punten (10 voor de meeste, de andere naar verhouding): %4.</translation>
    </message>
    <message>
        <source>%1 is not scored: parts on its bill have no price (%2), so its network TCO is only a lower bound and would count them as free.</source>
        <translation>%1 telt niet mee in de score: onderdelen op de stuklijst hebben geen prijs (%2), dus is de netwerk-TCO slechts een ondergrens: die onderdelen tellen als gratis mee.</translation>
    </message>
    <message>
        <source>%1&apos;s network TCO leaves out the energy of parts without a power figure (%2).</source>
        <translation>De netwerk-TCO van %1 laat de energie weg van onderdelen zonder vermogensopgave (%2).</translation>
    </message>
    <message>
        <source>The answer stays the same even if each of them drew 50 kW.</source>
        <translation>Het advies blijft gelijk, ook als elk daarvan 50 kW zou opnemen.</translation>
    </message>
    <message>
        <source>If each of them drew %1 kW, %2 would be recommended.</source>
        <translation>Als elk daarvan %1 kW zou opnemen, zou %2 worden aanbevolen.</translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s TCO leaves out the energy of %n part(s) without a power figure (%2); if each drew %3 kW, %4 would be recommended.</source>
        <translation>
            <numerusform>De TCO van %1 laat de energie weg van %n onderdeel zonder vermogensopgave (%2); als elk daarvan %3 kW zou opnemen, zou %4 worden aanbevolen.</numerusform>
            <numerusform>De TCO van %1 laat de energie weg van %n onderdelen zonder vermogensopgave (%2); als elk daarvan %3 kW zou opnemen, zou %4 worden aanbevolen.</numerusform>
        </translation>
    </message>
    <message>
        <source>EUR %1 (the cluster&apos;s own cost)</source>
        <translation>€ %1 (de eigen kosten van het cluster)</translation>
    </message>
    <message>
        <source>At %1 per GPU-hour (now %2, the own cost of the cluster as drawn; a rental price can be chosen in the project&apos;s decision settings), %3 would be recommended.</source>
        <translation>Bij %1 per GPU-uur (nu %2, de eigen kosten van het cluster zoals getekend; in de beslisinstellingen van het project kan een huurprijs worden gekozen) zou het advies %3 zijn.</translation>
    </message>
    <message>
        <source>The hybrid per unit is the hybrid design here: the compute fabric has one scalable unit, so no switches lie between units to put on Ethernet, and it is not scored on its own.</source>
        <translation>De variant Hybride per eenheid is hier het hybride ontwerp: de compute-fabric heeft één schaalbare eenheid, dus er liggen geen switches tussen eenheden die op Ethernet kunnen, en hij krijgt geen eigen score.</translation>
    </message>
    <message>
        <source>Performance as money, from the step-time model of the workload&apos;s plan: the modelled training step, %1. GPU time lost against the fastest %2 at %3 per GPU-hour, %4 GPUs and 8,760 hours a year: %5.</source>
        <translation>Prestaties omgerekend naar geld, volgens het staptijdmodel van de workload: de berekende trainingsstap duurt bij %1. GPU-tijd verloren ten opzichte van de snelste %2 tegen %3 per GPU-uur, %4 GPU&apos;s en 8.760 uur per jaar: %5.</translation>
    </message>
    <message>
        <source>With %1 % of step time communicating (as set for the design as drawn), a step takes longer than on the fastest variant by: %2. GPU time lost %3 at %4 per GPU-hour, %5 GPUs and 8,760 hours a year: %6.</source>
        <translation>Met %1 % van de staptijd aan communicatie (zoals ingesteld voor het getekende ontwerp) duurt een stap zoveel langer dan op de snelste variant: %2. Verloren GPU-tijd %3 bij %4 per GPU-uur, %5 GPU&apos;s en 8.760 uur per jaar: %6.</translation>
    </message>
    <message>
        <source>Job interruptions by the network take GPU time as well (a failed switch or link stops the job, which restarts from its last checkpoint): interruptions a year, %1; their GPU time %2: %3. The points count both.</source>
        <translation>Onderbrekingen van de job door het netwerk kosten ook GPU-tijd (een uitgevallen switch of verbinding stopt de job, die opnieuw begint vanaf het laatste checkpoint): onderbrekingen per jaar, %1; de GPU-tijd die ze kosten %2: %3. De punten tellen beide mee.</translation>
    </message>
    <message>
        <source>Points (one point is %1, a tenth of the lowest network TCO): %2.</source>
        <translation>Punten (één punt is %1, een tiende van de laagste netwerk-TCO): %2.</translation>
    </message>
    <message>
        <source>Job interruptions by the network (%1 a year: a failed switch or link stops the job) take the same GPU time on every variant, %2 %3, so they move no points.</source>
        <translation>Onderbrekingen van de job door het netwerk (%1 per jaar: een uitgevallen switch of verbinding stopt de job) kosten bij elke variant evenveel GPU-tijd, %2 %3, en verschuiven dus geen punten.</translation>
    </message>
    <message>
        <source>An all-reduce of %1 over %2 GPUs reaches %3 GB/s bus bandwidth; at least %4 GB/s is required.</source>
        <translation>Een all-reduce van %1 over %2 GPU&apos;s haalt %3 GB/s busbandbreedte; minstens %4 GB/s is vereist.</translation>
    </message>
    <message>
        <source>An all-reduce of %1 over %2 GPUs reaches only %3 GB/s bus bandwidth; at least %4 GB/s is required.</source>
        <translation>Een all-reduce van %1 over %2 GPU&apos;s haalt maar %3 GB/s busbandbreedte; minstens %4 GB/s is vereist.</translation>
    </message>
    <message>
        <source>Performance as money. An all-to-all of %1 over %2 GPUs: %3.</source>
        <translation>Prestaties in geld. Een all-to-all van %1 over %2 GPU&apos;s: %3.</translation>
    </message>
    <message>
        <source>Performance as money. An all-reduce of %1 over %2 GPUs: %3.</source>
        <translation>Prestaties in geld. Een all-reduce van %1 over %2 GPU&apos;s: %3.</translation>
    </message>
    <message>
        <source>A job survives any single switch failure if NCCL&apos;s port failover works (NCCL 2.29.7 and later, NCCL_IB_RESILIENCY_PORT_FAILOVER=1); to be tested in the proof of concept.</source>
        <translation>Een job overleeft de uitval van elke willekeurige switch, mits de poortomschakeling van NCCL werkt (NCCL 2.29.7 en later, NCCL_IB_RESILIENCY_PORT_FAILOVER=1); te toetsen in de proof of concept.</translation>
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
        <translation>%1 GPU&apos;s</translation>
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
        <translation>%1 / %2 poorten</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>GPU (NVLink frame)</source>
        <translation>GPU (NVLink-kader)</translation>
    </message>
    <message>
        <source>NIC port: linked, free</source>
        <translation>NIC-poort: gekoppeld, vrij</translation>
    </message>
    <message>
        <source>Leaf switch</source>
        <translation>Leaf-switch</translation>
    </message>
    <message>
        <source>Spine switch</source>
        <translation>Spine-switch</translation>
    </message>
    <message>
        <source>Core switch</source>
        <translation>Core-switch</translation>
    </message>
    <message>
        <source>InfiniBand link</source>
        <translation>InfiniBand-link</translation>
    </message>
    <message>
        <source>Ethernet link</source>
        <translation>Ethernet-link</translation>
    </message>
    <message>
        <source>Group, repeated × N</source>
        <translation>Groep, × N herhaald</translation>
    </message>
    <message>
        <source>Rack-scale NVLink domain</source>
        <translation>NVLink-domein op rackschaal</translation>
    </message>
    <message>
        <source>Storage targets</source>
        <translation>Opslagdoelen</translation>
    </message>
    <message>
        <source>%1 ports of %2 Gb/s on the top tier (%3 switches)</source>
        <translation>%1 poorten van %2 Gb/s op de bovenste laag (%3 switches)</translation>
    </message>
    <message>
        <source>kept for them; not objects of the design</source>
        <translation>voor ze vrijgehouden; geen objecten van het ontwerp</translation>
    </message>
</context>
</TS>
