# Id enums generated from a game's data.json, so no list of ids is kept in
# step with the data by hand (docs/architecture.md, "The game-folder template").
#
# ludo_generate_ids(<game> <data.json> <out.hpp>) writes, for every top-level
# array of objects that all have a string "id" (Arle's "buildings", Neuland's
# "production", ...), into namespace ludo::<game>::ids:
#   enum class Buildings : int16_t { farmersHouse, ploughMakersWorkshop, ... };
#   inline constexpr int kBuildingsCount = 31;
#   inline constexpr const char* kBuildingsIds[kBuildingsCount] = {"farmersHouse", ...};
# Enumerators keep the data's order, so `static_cast<int>(Buildings::x)` is the
# index into the array. An id that is not a C++ identifier has each other
# character replaced by '_' (and a leading '_' before a digit or a keyword).
# Duplicate ids in one array stop the configure step with an error.
# Re-run automatically when data.json changes (CMAKE_CONFIGURE_DEPENDS).

set(LUDO_CXX_KEYWORDS alignas alignof and asm auto bool break case catch char class const constexpr continue
    decltype default delete do double else enum explicit export extern false float for friend goto if inline int
    long mutable namespace new noexcept not nullptr operator or private protected public register return short
    signed sizeof static struct switch template this throw true try typedef typeid typename union unsigned using
    virtual void volatile while xor)

function(ludo_id_identifier id out)
  string(REGEX REPLACE "[^A-Za-z0-9_]" "_" name "${id}")
  if(name MATCHES "^[0-9]" OR name IN_LIST LUDO_CXX_KEYWORDS OR name STREQUAL "")
    set(name "_${name}")
  endif()
  set(${out} "${name}" PARENT_SCOPE)
endfunction()

function(ludo_generate_ids game data out)
  set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS "${data}")
  file(READ "${data}" json)
  string(JSON type TYPE "${json}")
  set(body "")
  if(type STREQUAL "OBJECT")
    string(JSON members LENGTH "${json}")
    math(EXPR last "${members} - 1")
    foreach(m RANGE ${last})
      string(JSON key MEMBER "${json}" ${m})
      string(JSON ktype TYPE "${json}" "${key}")
      if(NOT ktype STREQUAL "ARRAY")
        continue()
      endif()
      string(JSON len LENGTH "${json}" "${key}")
      if(len EQUAL 0)
        continue()
      endif()
      math(EXPR lastItem "${len} - 1")
      set(ids "")
      set(ok TRUE)
      foreach(i RANGE ${lastItem})
        string(JSON itype ERROR_VARIABLE e TYPE "${json}" "${key}" ${i} "id")
        if(e OR NOT itype STREQUAL "STRING")
          set(ok FALSE)
          break()
        endif()
        string(JSON id GET "${json}" "${key}" ${i} "id")
        if(id IN_LIST ids)
          message(FATAL_ERROR "${data}: the id \"${id}\" appears twice in \"${key}\"")
        endif()
        list(APPEND ids "${id}")
      endforeach()
      if(NOT ok)
        continue()
      endif()
      string(SUBSTRING "${key}" 0 1 first)
      string(SUBSTRING "${key}" 1 -1 rest)
      string(TOUPPER "${first}" first)
      ludo_id_identifier("${first}${rest}" enum)
      set(enumerators "")
      set(names "")
      foreach(id IN LISTS ids)
        ludo_id_identifier("${id}" e)
        string(APPEND enumerators "  ${e},\n")
        string(APPEND names "  \"${id}\",\n")
      endforeach()
      string(APPEND body "// data.json \"${key}\" (${len} ids)\nenum class ${enum} : int16_t {\n${enumerators}};\n"
             "inline constexpr int k${enum}Count = ${len};\n"
             "inline constexpr const char* k${enum}Ids[k${enum}Count] = {\n${names}};\n\n")
    endforeach()
  endif()
  set(text "// Generated from engine/games/${game}/data.json by cmake/LudoIds.cmake. Do not edit.\n#pragma once\n#include <cstdint>\n\nnamespace ludo::${game}::ids {\n\n${body}}  // namespace ludo::${game}::ids\n")
  file(WRITE "${out}.tmp" "${text}")
  configure_file("${out}.tmp" "${out}" COPYONLY)
endfunction()
