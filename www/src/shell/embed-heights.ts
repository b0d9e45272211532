// How tall an embed is once built (px), measured by tools/embed-heights.mjs in headless Chromium
// (a = 5, δ = 7): a waiting embed takes this height at its column's width, so that the post does not
// jump when it starts. Written by that tool; run it again when the layout or the words change.

/** The column widths measured (px). */
export const WIDTHS = [320, 375, 480, 600, 720, 840, 1024, 1248] as const;

/** The views, in the order of each language's rows (full explorer first, then the picture alone). */
export const VIEWS = [
  'grid',
  'strip',
  'gaps',
  'collisions',
  'spectrum',
  'residues',
  'ledger',
  'play',
  'practice',
  'landscape',
] as const;

/** Each language's rows: per mode and view, the height at each of WIDTHS. */
export const HEIGHTS: Readonly<Record<'en' | 'de' | 'zh' | 'ja', readonly (readonly number[])[]>> = {
  en: [
    // full grid
    [2194, 1960, 1739, 1527, 1439, 1323, 1263, 1107],
    // full strip
    [1847, 1613, 1414, 1315, 1205, 1109, 982, 872],
    // full gaps
    [2064, 1851, 1628, 1487, 1399, 1282, 1176, 1087],
    // full collisions
    [2201, 1967, 1697, 1576, 1446, 1353, 1290, 1136],
    // full spectrum
    [2487, 2193, 1915, 1775, 1603, 1515, 1367, 1236],
    // full residues
    [2447, 2192, 1948, 1806, 1697, 1580, 1453, 1364],
    // full ledger
    [2853, 2530, 2142, 1882, 1773, 1610, 1502, 1392],
    // full play
    [2308, 2117, 1847, 1727, 1569, 1454, 1348, 1260],
    // full practice
    [2411, 2156, 1923, 1781, 1671, 1521, 1382, 1293],
    // full landscape
    [2163, 1913, 1695, 1615, 1506, 1352, 1291, 1242],
    // picture grid
    [859, 794, 731, 688, 688, 688, 667, 667],
    // picture strip
    [626, 561, 518, 497, 476, 476, 476, 455],
    // picture gaps
    [844, 779, 713, 671, 671, 649, 649, 649],
    // picture collisions
    [888, 824, 781, 739, 718, 718, 696, 696],
    // picture spectrum
    [1220, 1136, 1013, 950, 908, 889, 847, 784],
    // picture residues
    [1181, 1095, 1007, 965, 944, 944, 922, 922],
    // picture ledger
    [1565, 1477, 1226, 1066, 1045, 975, 975, 954],
    // picture play
    [1088, 1044, 932, 910, 840, 822, 822, 822],
    // picture practice
    [1117, 1050, 972, 929, 906, 917, 857, 857],
    // picture landscape
    [1108, 1027, 946, 925, 903, 865, 843, 843],
  ],
  de: [
    // full grid
    [2463, 2101, 1837, 1610, 1546, 1405, 1304, 1169],
    // full strip
    [2138, 1775, 1554, 1376, 1312, 1191, 1109, 975],
    // full gaps
    [2376, 2014, 1769, 1591, 1506, 1386, 1283, 1149],
    // full collisions
    [2535, 2150, 1887, 1638, 1574, 1433, 1353, 1197],
    // full spectrum
    [2841, 2417, 2034, 1835, 1732, 1619, 1476, 1340],
    // full residues
    [2780, 2397, 2088, 1910, 1825, 1684, 1581, 1447],
    // full ledger
    [2869, 2594, 2285, 2107, 1902, 1737, 1611, 1474],
    // full play
    [2732, 2309, 1975, 1809, 1746, 1589, 1455, 1321],
    // full practice
    [2702, 2375, 2055, 1843, 1800, 1668, 1479, 1354],
    // full landscape
    [2264, 1992, 1792, 1637, 1594, 1500, 1312, 1264],
    // picture grid
    [902, 838, 752, 731, 688, 688, 667, 667],
    // picture strip
    [690, 626, 561, 518, 476, 476, 476, 476],
    // picture gaps
    [908, 844, 756, 713, 671, 671, 649, 649],
    // picture collisions
    [975, 888, 802, 760, 718, 718, 718, 696],
    // picture spectrum
    [1348, 1220, 1034, 971, 929, 911, 868, 827],
    // picture residues
    [1245, 1181, 1050, 1007, 965, 944, 922, 922],
    // picture ledger
    [1420, 1356, 1292, 1249, 1066, 1021, 975, 975],
    // picture play
    [1243, 1118, 983, 932, 910, 873, 822, 822],
    // picture practice
    [1268, 1152, 1029, 950, 906, 917, 895, 857],
    // picture landscape
    [1129, 1048, 1005, 946, 925, 906, 865, 843],
  ],
  zh: [
    // full grid
    [2034, 1718, 1576, 1381, 1321, 1244, 1103, 984],
    // full strip
    [1710, 1414, 1271, 1148, 1109, 963, 802, 772],
    // full gaps
    [1953, 1678, 1492, 1368, 1308, 1162, 1002, 971],
    // full collisions
    [1999, 1768, 1605, 1410, 1372, 1252, 1111, 1014],
    // full spectrum
    [2245, 1940, 1734, 1570, 1451, 1437, 1171, 1117],
    // full residues
    [2319, 1997, 1794, 1666, 1585, 1439, 1296, 1244],
    // full ledger
    [2485, 2189, 1861, 1737, 1608, 1528, 1302, 1269],
    // full play
    [2122, 1826, 1636, 1512, 1452, 1308, 1170, 1139],
    // full practice
    [2165, 1880, 1716, 1614, 1432, 1363, 1224, 1193],
    // full landscape
    [1980, 1716, 1594, 1469, 1306, 1292, 1174, 1144],
    // picture grid
    [794, 731, 688, 688, 667, 667, 667, 646],
    // picture strip
    [582, 518, 476, 476, 476, 476, 455, 455],
    // picture gaps
    [802, 760, 694, 672, 651, 651, 651, 651],
    // picture collisions
    [846, 781, 739, 718, 718, 696, 696, 696],
    // picture spectrum
    [1136, 1034, 950, 908, 866, 847, 806, 784],
    // picture residues
    [1117, 1054, 967, 945, 924, 924, 924, 903],
    // picture ledger
    [1336, 1294, 1066, 1045, 975, 975, 954, 954],
    // picture play
    [974, 932, 840, 819, 819, 822, 822, 822],
    // picture practice
    [1050, 950, 906, 906, 849, 857, 857, 857],
    // picture landscape
    [1044, 946, 925, 903, 865, 843, 843, 843],
  ],
  ja: [
    // full grid
    [2202, 1887, 1681, 1479, 1417, 1323, 1196, 1036],
    // full strip
    [1898, 1583, 1377, 1267, 1205, 1108, 983, 802],
    // full gaps
    [2157, 1843, 1592, 1461, 1399, 1324, 1177, 1018],
    // full collisions
    [2206, 1937, 1731, 1529, 1446, 1373, 1226, 1065],
    // full spectrum
    [2491, 2256, 1879, 1728, 1604, 1536, 1368, 1186],
    // full residues
    [2528, 2167, 1916, 1767, 1702, 1606, 1459, 1300],
    // full ledger
    [2744, 2338, 1992, 1813, 1773, 1628, 1482, 1302],
    // full play
    [2359, 1995, 1810, 1618, 1547, 1475, 1349, 1191],
    // full practice
    [2332, 2084, 1844, 1711, 1649, 1461, 1383, 1224],
    // full landscape
    [2067, 1833, 1658, 1509, 1446, 1354, 1293, 1174],
    // picture grid
    [817, 765, 731, 688, 688, 667, 667, 667],
    // picture strip
    [626, 552, 518, 497, 476, 476, 476, 455],
    // picture gaps
    [865, 792, 713, 692, 671, 671, 649, 649],
    // picture collisions
    [888, 815, 781, 739, 718, 718, 696, 696],
    // picture spectrum
    [1220, 1178, 1013, 971, 908, 868, 847, 784],
    // picture residues
    [1182, 1088, 1009, 967, 945, 945, 924, 924],
    // picture ledger
    [1451, 1307, 1133, 1045, 1045, 975, 975, 954],
    // picture play
    [1066, 944, 932, 849, 819, 822, 822, 822],
    // picture practice
    [1072, 999, 950, 906, 885, 857, 857, 857],
    // picture landscape
    [1027, 967, 946, 886, 865, 865, 843, 843],
  ],
};
