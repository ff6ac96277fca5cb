import { page, record, type RouteRow } from './rows';

const welding = (group: 'components' | 'models' | 'display' | 'forms' | 'inputs', segment: string, es: string, en?: string): RouteRow =>
  page(`/Process/Welding/${group}/${segment}`, es, en === undefined ? {} : { en });

/**
 * Process and its welding procedure screens (spec §2.3, §2.4). The spec names the welding
 * groups in prose ("components/{...}; models ...; display screens ...; forms ...; inputs ...");
 * each group is a sub-folder of '/Process/Welding/': 'components', 'models', 'display',
 * 'forms' and 'inputs'. '/Process/Welding' is no route, so these pages nest under '/Process'.
 */
export const WELDING_ROUTES: readonly RouteRow[] = [
  // Process records are numbered; a number check also keeps '/Process/Welding' a 404.
  record('/Process/:detail', 'numeric'),
  welding('components', 'dataDisplay', 'Visualización de datos'),
  welding('components', 'table', 'Tabla'),
  welding('components', 'weldLoader', 'Cargador de soldadura'),
  welding('models', 'WeldFile', 'Archivo de soldadura'),
  welding('models', 'WeldHead', 'Cabezal de soldadura'),
  welding('models', 'WeldHeadFile', 'Archivo de cabezal de soldadura'),
  welding('models', 'WeldHeadRef', 'Referencia de cabezal de soldadura', 'Weld Head Reference'),
  welding('models', 'WeldProc', 'Procedimiento de soldadura', 'Weld Procedure'),
  welding('display', 'validationPhotoDisplay', 'Visualización de fotos de validación'),
  welding('display', 'weldDocDisplay', 'Visualización de documentos de soldadura', 'Weld Document Display'),
  welding('display', 'weldFileDisplay', 'Visualización de archivos de soldadura'),
  welding('display', 'weldProcDisplay', 'Visualización de procedimientos de soldadura', 'Weld Procedure Display'),
  welding('forms', 'baseForm', 'Formulario base'),
  welding('forms', 'formContainer', 'Contenedor de formularios'),
  welding('forms', 'PQRform', 'Formulario PQR', 'PQR Form'),
  welding('forms', 'WPSform', 'Formulario WPS', 'WPS Form'),
  welding('inputs', 'supportingPQRSearch', 'Búsqueda de PQR de soporte', 'Supporting PQR Search'),
  welding('inputs', 'validationPhotoUpload', 'Carga de fotos de validación'),
  welding('inputs', 'weldDocUpload', 'Carga de documentos de soldadura', 'Weld Document Upload'),
  welding('inputs', 'weldProcEditor', 'Editor de procedimientos de soldadura', 'Weld Procedure Editor'),
  welding('inputs', 'weldProcRow', 'Fila de procedimiento de soldadura', 'Weld Procedure Row'),
];
