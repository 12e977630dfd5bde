// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: the bytes are an nccl-tests log (text or -J JSON), read by
// importNcclTests (core/nccl/ncclimport.h) and turned into Measurement rows, as
// import-nccl and the GUI's import do.
#include "fuzz_common.h"
#include "nccl/ncclimport.h"

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
    const fp::NcclImportResult result =
        fp::importNcclTests(bytes, QStringLiteral("all_reduce_perf.log"));
    if (result.ok()) {
        const auto rows = fp::ncclMeasurements(result, 1, QStringLiteral("2026-01-01"));
        (void)rows;
    }
    return 0;
}
