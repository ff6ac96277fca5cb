/** Maintenance's fixed values, without zod, so islands import them without the validator. */

/** The application links whose rights guard maintenance's calls. */
export const MAINTENANCE_APP = '/MaintManagement';
/** The gauge crib. */
export const GAGES_APP = '/gages';
/** Maintenance stores. */
export const MRO_APP = '/mro';

/** What a PM schedule counts between its work orders. */
export const PM_INTERVAL_KINDS = ['days', 'hours', 'cycles'] as const;
/** A PM interval's unit. */
export type PmIntervalKind = (typeof PM_INTERVAL_KINDS)[number];

/** A gauge's state in the crib: on its shelf, held by someone, or past its calibration date (may not be used). */
export const GAUGE_STATUSES = ['available', 'checked-out', 'calibration-overdue'] as const;
/** A gauge's state. */
export type GaugeStatus = (typeof GAUGE_STATUSES)[number];

/** The plating lines whose ventilation is inspected. */
export const VENT_LINES = ['chrome', 'cobalt'] as const;
/** A plating line. */
export type VentLine = (typeof VENT_LINES)[number];

/** Error codes of the crib's refusals. */
export const GAUGE_HELD = 'gauge-held';
/** A gauge past its calibration date may not be checked out. */
export const GAUGE_CALIBRATION_OVERDUE = 'calibration-overdue';
/** A return of a gauge nobody holds. */
export const GAUGE_NOT_HELD = 'gauge-not-held';
