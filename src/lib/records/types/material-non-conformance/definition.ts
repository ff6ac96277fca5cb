import { defineRecordType } from '@/lib/records/engine/definition';
import { DISPOSITION, l, REVIEW_STATES, reviewTransitions } from '@/lib/records/types/shared';

/** A non-conforming purchased material: what came from a supplier, how much, and what is done with it. */
export const materialNonConformance = defineRecordType({
  type: 'MaterialNonConformance',
  app: '/mtlnonconf',
  title: l('Material non-conformance', 'No conformidad de material'),
  pages: { '/mtlnonconf': 'list' },
  titleField: 'defect',
  fields: [
    { name: 'defect', kind: 'text', label: l('Defect', 'Defecto'), required: true, maxLength: 120, search: true },
    { name: 'partNum', kind: 'part', label: l('Part', 'Pieza'), required: true, search: true },
    { name: 'supplier', kind: 'text', label: l('Supplier', 'Proveedor'), required: true, maxLength: 80, search: true },
    { name: 'poNum', kind: 'text', label: l('PO number', 'Orden de compra'), maxLength: 20, search: true },
    { name: 'heatNum', kind: 'text', label: l('Heat number', 'Número de colada'), maxLength: 30, search: true },
    { name: 'quantity', kind: 'number', label: l('Quantity', 'Cantidad'), required: true, min: 1, max: 1_000_000, unit: 'EA' },
    { name: 'bin', kind: 'bin', label: l('Held in bin', 'Retenida en la ubicación') },
    { name: 'description', kind: 'longText', label: l('Description', 'Descripción') },
    { name: 'disposition', kind: 'choice', label: l('Disposition', 'Disposición'), options: DISPOSITION },
    { name: 'photos', kind: 'attachment', label: l('Photos', 'Fotos') },
  ],
  sections: [
    {
      name: 'material',
      label: l('Material', 'Material'),
      fields: ['defect', 'partNum', 'supplier', 'poNum', 'heatNum', 'quantity', 'bin', 'description'],
    },
    { name: 'disposition', label: l('Disposition', 'Disposición'), fields: ['disposition'] },
  ],
  states: REVIEW_STATES,
  initial: 'open',
  transitions: reviewTransitions('NonConformance_Approve', { review: ['disposition'], close: ['disposition'] }),
  columns: ['id', 'defect', 'state', 'plant', 'partNum', 'supplier', 'quantity', 'disposition'],
});
