# SPDX-License-Identifier: GPL-3.0-or-later
# Writes OUT: the example project IN (JSON) with the text fields of its "info" (name,
# description, organisation) taken from member NAME of TEXTS, the same project in
# another language. Run as: cmake -DIN=... -DTEXTS=... -DNAME=... -DOUT=... -P localize.cmake
file(READ "${IN}" project)
file(READ "${TEXTS}" texts)
foreach(field name description organisation)
  string(JSON value ERROR_VARIABLE missing GET "${texts}" "${NAME}" "${field}")
  if(missing)
    message(FATAL_ERROR "${TEXTS}: no ${field} for ${NAME}")
  endif()
  # A JSON string literal of the value: backslashes and quotes escaped.
  string(REPLACE "\\" "\\\\" value "${value}")
  string(REPLACE "\"" "\\\"" value "${value}")
  string(JSON project SET "${project}" info "${field}" "\"${value}\"")
endforeach()
file(WRITE "${OUT}" "${project}")
