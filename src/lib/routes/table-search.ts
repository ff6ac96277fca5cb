import { page, type RouteRow } from './rows';

const form = (segment: string, es: string, en?: string): RouteRow => page(`/Labels/Forms/${segment}`, es, en === undefined ? {} : { en });

/** A part opens at its bill of materials, whose tab is titled by the part (spec §2.1's 'Part: {detail}'); its other views keep their titles. */
const PART = 'Part: {part}';
/** A part's other views are titled by their own name and the part, so two parts' views tell apart in the drawer. */
const VIEW = '{title}: {part}';

/** Label forms, paging forms and part search (spec §2.3). */
export const SEARCH_ROUTES: readonly RouteRow[] = [
  form('bgBin', 'Ubicación BG', 'BG Bin'),
  form('bgPart', 'Pieza BG', 'BG Part'),
  form('bgPartTag', 'Etiqueta de pieza BG', 'BG Part Tag'),
  form('halfSheet', 'Media hoja'),
  form('invTag', 'Etiqueta de inventario', 'Inventory Tag'),
  form('johnDeere', 'John Deere'),
  form('partsRoom', 'Almacén de piezas'),
  form('partsRoomSL', 'Almacén de piezas SL', 'Parts Room SL'),
  form('partTag', 'Etiqueta de pieza'),
  form('partTagInv', 'Etiqueta de pieza de inventario', 'Part Tag Inventory'),
  form('partTagQR', 'Etiqueta de pieza QR'),
  form('partTagShortEnd', 'Etiqueta de pieza de recorte'),
  form('sheldonRouting', 'Ruta Sheldon'),
  form('shippingIowa', 'Embarque Iowa'),
  form('shMaterialTag', 'Etiqueta de material SH', 'SH Material Tag'),
  form('slStandard', 'Estándar SL', 'SL Standard'),
  form('slStandardByVSP', 'Estándar SL por VSP', 'SL Standard by VSP'),
  form('slStandardHalf', 'Estándar SL media hoja', 'SL Standard Half'),
  form('spiritLakeRouting', 'Ruta Spirit Lake'),
  form('template', 'Plantilla'),
  page('/Paging/Forms/callExt', 'Llamar a extensión', { en: 'Call Extension' }),
  page('/Paging/Forms/free', 'Texto libre', { en: 'Free Text' }),
  page('/Paging/Forms/goTo', 'Dirigirse a', { en: 'Go To' }),
  page('/Paging/Forms/test', 'Prueba'),
  page('/Search/JobFiles', 'Archivos de órdenes'),
  page('/Search/PartSearch', 'Búsqueda de piezas'),
  page('/Search/PartSearch/bom', 'Lista de materiales', { en: 'Bill of Materials', queryTitle: PART }),
  page('/Search/PartSearch/eau', 'Uso anual estimado', { en: 'Estimated Annual Usage', queryTitle: VIEW }),
  page('/Search/PartSearch/files', 'Archivos', { queryTitle: VIEW }),
  page('/Search/PartSearch/filesLink', 'Enlace de archivos', { queryTitle: VIEW }),
  page('/Search/PartSearch/purchaseHistory', 'Historial de compras', { queryTitle: VIEW }),
  page('/Search/PartSearch/qoh', 'Cantidad en existencia', { en: 'Quantity on Hand', queryTitle: VIEW }),
  page('/Search/PartSearch/whereUsed', 'Dónde se usa', { queryTitle: VIEW }),
  page('/Search/PartSearch/Components/childBom', 'Lista de materiales hija', { en: 'Child BOM', queryTitle: VIEW }),
  page('/Search/PartSearch/Components/comboWhereUsed', 'Dónde se usa (combinado)', { en: 'Combined Where Used', queryTitle: VIEW }),
  page('/Search/PartSearch/Components/finalPartWhereUsed', 'Dónde se usa la pieza final', { queryTitle: VIEW }),
  page('/Search/PartSearch/Components/parentWhereUsed', 'Dónde se usa el padre', { queryTitle: VIEW }),
];
