import { defineRecordType } from '@/lib/records/engine/definition';
import { l } from '@/lib/records/types/shared';

/** A discrepant material report: material received wrong, dispositioned by purchasing (with the supplier) and by accounting (the cost). */
export const dmr = defineRecordType({
  type: 'DMR',
  app: '/DMR',
  title: l('Discrepant material report', 'Reporte de material discrepante'),
  rights: { DMR_Accounting: 'DMR accounting disposition', DMR_Purchasing: 'DMR purchasing disposition' },
  pages: {
    '/DMR': 'list',
    '/DMR/purchasing': { list: { state: 'purchasing' } },
    '/DMR/accounting': { list: { state: 'accounting' } },
  },
  titleField: 'discrepancy',
  fields: [
    { name: 'discrepancy', kind: 'text', label: l('Discrepancy', 'Discrepancia'), required: true, maxLength: 120, search: true },
    { name: 'partNum', kind: 'part', label: l('Part', 'Pieza'), required: true, search: true },
    { name: 'supplier', kind: 'text', label: l('Supplier', 'Proveedor'), required: true, maxLength: 80, search: true },
    { name: 'poNum', kind: 'text', label: l('PO number', 'Orden de compra'), maxLength: 20, search: true },
    { name: 'quantity', kind: 'number', label: l('Quantity', 'Cantidad'), required: true, min: 1, max: 1_000_000, unit: 'EA' },
    {
      name: 'purchasingDisposition',
      kind: 'choice',
      label: l('Purchasing disposition', 'Disposición de compras'),
      options: [
        { value: 'returnToVendor', label: l('Return to vendor', 'Devolver al proveedor') },
        { value: 'replace', label: l('Replace', 'Reponer') },
        { value: 'useAsIs', label: l('Use as is', 'Usar como está') },
        { value: 'scrap', label: l('Scrap', 'Desecho') },
      ],
    },
    { name: 'purchasingNote', kind: 'longText', label: l('Purchasing note', 'Nota de compras') },
    {
      name: 'accountingDisposition',
      kind: 'choice',
      label: l('Accounting disposition', 'Disposición contable'),
      options: [
        { value: 'chargeBack', label: l('Charge back to supplier', 'Cargo al proveedor') },
        { value: 'creditMemo', label: l('Credit memo', 'Nota de crédito') },
        { value: 'writeOff', label: l('Write off', 'Cancelar contablemente') },
      ],
    },
    { name: 'cost', kind: 'number', label: l('Cost', 'Costo'), min: 0, max: 10_000_000, decimals: 2, unit: 'USD' },
  ],
  sections: [
    { name: 'report', label: l('Report', 'Reporte'), fields: ['discrepancy', 'partNum', 'supplier', 'poNum', 'quantity'] },
    { name: 'purchasing', label: l('Purchasing', 'Compras'), fields: ['purchasingDisposition', 'purchasingNote'] },
    { name: 'accounting', label: l('Accounting', 'Contabilidad'), fields: ['accountingDisposition', 'cost'] },
  ],
  states: [
    { name: 'purchasing', label: l('With purchasing', 'En compras') },
    { name: 'accounting', label: l('With accounting', 'En contabilidad') },
    { name: 'closed', label: l('Closed', 'Cerrado'), final: true },
  ],
  initial: 'purchasing',
  transitions: [
    {
      name: 'toAccounting',
      from: ['purchasing'],
      to: 'accounting',
      label: l('Send to accounting', 'Enviar a contabilidad'),
      by: [{ subApp: 'DMR_Purchasing' }],
      requires: ['purchasingDisposition'],
      notify: [{ subApp: 'DMR_Accounting' }],
    },
    {
      name: 'close',
      from: ['accounting'],
      to: 'closed',
      label: l('Close', 'Cerrar'),
      by: [{ subApp: 'DMR_Accounting' }],
      requires: ['accountingDisposition', 'cost'],
      notify: ['owner'],
    },
  ],
  columns: ['id', 'discrepancy', 'state', 'plant', 'partNum', 'supplier', 'quantity', 'cost'],
});
