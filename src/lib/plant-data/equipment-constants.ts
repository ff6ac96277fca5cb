/** The equipment register's fixed values, without zod, so islands import them without the validator. */

/** What a piece of equipment is: production machines and cells, and the hoists and lifts the checklists inspect. */
export const EQUIPMENT_KINDS = [
  'weld cell',
  'lathe',
  'saw',
  'press',
  'paint booth',
  'hydro test stand',
  'oven',
  'compressor',
  'plating line',
  'forklift',
  'hoist',
  'crane',
  'scissor lift',
] as const;
/** A kind of equipment. */
export type EquipmentKind = (typeof EQUIPMENT_KINDS)[number];

/** How much a breakdown hurts: A stops a line or a customer, B slows it, C can wait. */
export const CRITICALITIES = ['A', 'B', 'C'] as const;
/** A criticality. */
export type Criticality = (typeof CRITICALITIES)[number];
