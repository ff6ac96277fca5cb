/** The fields of a new weld leak entry a test posts (POST /v1/WeldLeaks): a hydraulic port weld leak with no repair yet. */
export interface WeldLeakBody {
  plant: string;
  date: string;
  jobNumber: string;
  cylinderNumber: string;
  shift: number;
  [field: string]: unknown;
}

/**
 * A new weld leak entry at `plant` on `jobNumber`, dated today; `more` changes or adds fields.
 * @example weldLeakEntry('SPIRITLA', '219604-1', { cylinderNumber: 'SP0999001', shift: 2 })
 */
export function weldLeakEntry(plant: string, jobNumber: string, more: Record<string, unknown> = {}): WeldLeakBody {
  return {
    plant,
    date: new Date().toISOString().slice(0, 10),
    type: 'hydraulic',
    cylinderNumber: 'WP0000001',
    cell: 'Cell 4',
    jobNumber,
    shift: 1,
    robotOperator: 'K. Olson',
    quantity: 1,
    location: 'leak test',
    leakLocation: 'port weld',
    defectType: 'porosity cluster',
    feature: 'port',
    orientation: '3:00',
    repairInitials: '',
    repairMinutes: null,
    correctiveAction: '',
    comments: '',
    ...more,
  };
}
