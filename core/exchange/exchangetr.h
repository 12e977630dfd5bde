// SPDX-License-Identifier: GPL-3.0-or-later
// The texts of core/exchange translate in context "fp::exchange", the context lupdate
// gives a free tr() call in this namespace (model/tr.h says why each module has one).
#pragma once

#include <QCoreApplication>
#include <QString>

namespace fp::exchange {

inline QString tr(const char *text)
{
    return QCoreApplication::translate("fp::exchange", text);
}

} // namespace fp::exchange
