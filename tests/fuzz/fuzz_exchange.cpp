// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: the bytes are ibnetdiscover output, read by parseIbnetdiscover
// (core/exchange/ibnetdiscover.h) as compare-fabric reads it, then compared with an
// empty design and put in words. (The devicetype YAML reader is left out: its parsing
// is yaml-cpp's, a system library the fuzzer does not instrument.)
#include "exchange/ibnetdiscover.h"
#include "fuzz_common.h"

#include <QByteArray>
#include <QString>

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    fp::fuzz::initApplication();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    QString error;
    const auto built = fp::exchange::parseIbnetdiscover(bytes, &error);
    if (built) {
        const auto c = fp::exchange::compareFabric(fp::exchange::PhysicalFabric{}, *built);
        (void)fp::exchange::comparisonText(c);
    }
    return 0;
}
