/**
 * The employee master's demo story: each plant's departments and shifts, the company's positions and
 * skills matrix, where the demo accounts work, and the rest of each plant's people (at least fifteen a
 * plant). Dates are days before the seed day, so the story is as fresh on every start.
 */

/** Every plant's departments: code, name. */
export const DEPARTMENTS = [
  ['WLD', 'Welding'],
  ['MCH', 'Machining'],
  ['PNT', 'Paint'],
  ['ASM', 'Assembly'],
  ['SHP', 'Shipping'],
  ['MNT', 'Maintenance'],
  ['QA', 'Quality'],
  ['OFF', 'Office'],
] as const;
/** A department code. */
export type DepartmentCode = (typeof DEPARTMENTS)[number][0];

/** Every plant's shifts. */
export const SHIFT_NAMES = ['First', 'Second', 'Third'] as const;

/** The grades of the skills matrix. */
export const GRADES = [
  [0, 'Not trained', 'Has not been trained on this skill'],
  [1, 'In training', 'Learning; works only beside a trainer'],
  [2, 'With help', 'Does the work with a lead nearby to check'],
  [3, 'Qualified', 'Does the work alone to the standard'],
  [4, 'Trainer', 'Qualified and trains others'],
] as const;

/** Skills by category. */
export const SKILLS = [
  ['MIG welding', 'Welding'],
  ['TIG welding', 'Welding'],
  ['Weld leak testing', 'Welding'],
  ['CNC lathe setup', 'Machining'],
  ['Honing', 'Machining'],
  ['Blueprint reading', 'General'],
  ['Micrometers and bore gauges', 'Quality'],
  ['SPC charting', 'Quality'],
  ['Spray painting', 'Paint'],
  ['Cylinder assembly', 'Assembly'],
  ['Hydraulic pressure test', 'Assembly'],
  ['Forklift', 'Shipping'],
  ['Lockout/tagout', 'Safety'],
  ['PLC troubleshooting', 'Maintenance'],
] as const;

/** Positions and the grade each needs per skill. */
export const POSITIONS: readonly (readonly [string, readonly (readonly [string, number])[]])[] = [
  ['Plant Manager', [['Blueprint reading', 2]]],
  [
    'Production Supervisor',
    [
      ['Blueprint reading', 3],
      ['Lockout/tagout', 3],
    ],
  ],
  [
    'Welder',
    [
      ['MIG welding', 3],
      ['TIG welding', 2],
      ['Weld leak testing', 2],
      ['Blueprint reading', 2],
    ],
  ],
  [
    'Machinist',
    [
      ['CNC lathe setup', 3],
      ['Honing', 2],
      ['Micrometers and bore gauges', 3],
      ['Blueprint reading', 3],
    ],
  ],
  [
    'Painter',
    [
      ['Spray painting', 3],
      ['Lockout/tagout', 2],
    ],
  ],
  [
    'Assembler',
    [
      ['Cylinder assembly', 3],
      ['Hydraulic pressure test', 2],
      ['Blueprint reading', 2],
    ],
  ],
  ['Shipping Clerk', [['Forklift', 3]]],
  [
    'Maintenance Technician',
    [
      ['Lockout/tagout', 4],
      ['PLC troubleshooting', 3],
    ],
  ],
  [
    'Quality Inspector',
    [
      ['Micrometers and bore gauges', 3],
      ['SPC charting', 3],
      ['Blueprint reading', 3],
    ],
  ],
  [
    'Quality Engineer',
    [
      ['SPC charting', 4],
      ['Blueprint reading', 3],
    ],
  ],
  ['HR Generalist', []],
  ['Buyer', []],
];

/** Where one person works: department, position, shift, and the days since hire. */
export interface Placement {
  dept: DepartmentCode | null;
  position: string;
  shift: 1 | 2 | 3 | null;
  hiredDaysAgo: number;
  /** Whether this person leads the department (or, in the office, the plant): the others report to them. */
  leads?: boolean;
}

/** Where the demo accounts work (README's demo accounts keep their names, plants and rights). */
export const DEMO_PLACEMENTS: Record<number, Placement> = {
  1001: { dept: 'OFF', position: 'Plant Manager', shift: 1, hiredDaysAgo: 5460, leads: true },
  1002: { dept: 'SHP', position: 'Shipping Clerk', shift: 1, hiredDaysAgo: 200 },
  1003: { dept: 'MNT', position: 'Maintenance Technician', shift: 1, hiredDaysAgo: 3100, leads: true },
  1004: { dept: 'QA', position: 'Quality Inspector', shift: 1, hiredDaysAgo: 1400, leads: true },
  1005: { dept: 'WLD', position: 'Production Supervisor', shift: 1, hiredDaysAgo: 2600, leads: true },
  2001: { dept: 'WLD', position: 'Welder', shift: 1, hiredDaysAgo: 980 },
  2002: { dept: 'ASM', position: 'Assembler', shift: 1, hiredDaysAgo: 2150 },
  2003: { dept: 'PNT', position: 'Painter', shift: 2, hiredDaysAgo: 410 },
  2004: { dept: 'SHP', position: 'Shipping Clerk', shift: 1, hiredDaysAgo: 75 },
  3001: { dept: 'ASM', position: 'Production Supervisor', shift: 1, hiredDaysAgo: 4020, leads: true },
  3002: { dept: 'QA', position: 'Quality Inspector', shift: 1, hiredDaysAgo: 1730, leads: true },
  3003: { dept: 'MNT', position: 'Maintenance Technician', shift: 2, hiredDaysAgo: 860 },
  3004: { dept: 'MCH', position: 'Machinist', shift: 1, hiredDaysAgo: 530 },
  4001: { dept: null, position: 'Quality Engineer', shift: null, hiredDaysAgo: 2380 },
  4002: { dept: 'MNT', position: 'Maintenance Technician', shift: 1, hiredDaysAgo: 3650, leads: true },
  4003: { dept: 'PNT', position: 'Painter', shift: 1, hiredDaysAgo: 300, leads: true },
  4004: { dept: 'SHP', position: 'Shipping Clerk', shift: 2, hiredDaysAgo: 1220 },
};

type Person = readonly [
  first: string,
  last: string,
  dept: DepartmentCode,
  position: string,
  shift: 1 | 2 | 3,
  hiredDaysAgo: number,
  leads?: boolean,
];

/** The rest of each plant's people, numbered from <plant digit>010. */
export const WORKFORCE: Record<string, readonly Person[]> = {
  MfgSys: [
    ['Brian', 'Schmitt', 'WLD', 'Welder', 1, 4100],
    ['Jose', 'Hernandez', 'WLD', 'Welder', 2, 950],
    ['Kevin', 'Vander Berg', 'WLD', 'Welder', 2, 260, true],
    ['Amanda', 'Koster', 'MCH', 'Machinist', 1, 3300, true],
    ['Tyler', 'Jansen', 'MCH', 'Machinist', 2, 640],
    ['Rosa', 'Delgado', 'PNT', 'Painter', 1, 1800, true],
    ['Nick', 'Ortiz', 'ASM', 'Assembler', 1, 2200, true],
    ['Hannah', 'Wiese', 'ASM', 'Assembler', 1, 90],
    ['Mohamed', 'Ali', 'ASM', 'Assembler', 3, 720],
    ['Travis', 'Dekker', 'SHP', 'Shipping Clerk', 1, 1500, true],
    ['Linda', 'Brandt', 'OFF', 'HR Generalist', 1, 2900],
    ['Steve', 'Mulder', 'OFF', 'Buyer', 1, 4400],
  ],
  SPIRITLA: [
    ['Gary', 'Lindquist', 'OFF', 'Plant Manager', 1, 6100, true],
    ['Paul', 'Erickson', 'WLD', 'Production Supervisor', 1, 3900, true],
    ['Juan', 'Morales', 'WLD', 'Welder', 1, 1250],
    ['Chris', 'Nelson', 'WLD', 'Welder', 2, 510],
    ['Tanya', 'Hanson', 'MCH', 'Machinist', 1, 2700, true],
    ['Dylan', 'Peterson', 'MCH', 'Machinist', 2, 180],
    ['Sofia', 'Ramos', 'PNT', 'Painter', 1, 1600, true],
    ['Jake', 'Larson', 'ASM', 'Assembler', 1, 3100, true],
    ['Emily', 'Swenson', 'QA', 'Quality Inspector', 1, 1900, true],
    ['Derek', 'Halverson', 'MNT', 'Maintenance Technician', 1, 2400, true],
    ['Marcus', 'Bell', 'SHP', 'Shipping Clerk', 2, 330, true],
    ['Karen', 'Olsen', 'OFF', 'HR Generalist', 1, 3600],
  ],
  BGOHIO: [
    ['Patricia', 'Young', 'OFF', 'Plant Manager', 1, 5200, true],
    ['Ryan', 'Kowalczyk', 'WLD', 'Welder', 1, 2300, true],
    ['DeShawn', 'Hollis', 'WLD', 'Welder', 2, 440],
    ['Mike', 'Reinhart', 'MCH', 'Machinist', 1, 3700, true],
    ['Jasmine', 'Pruitt', 'MCH', 'Machinist', 3, 150],
    ['Tony', 'Russo', 'PNT', 'Painter', 2, 1100, true],
    ['Angela', 'Price', 'ASM', 'Assembler', 1, 800],
    ['Victor', 'Dang', 'ASM', 'Assembler', 2, 60],
    ['Shawn', 'Miller', 'SHP', 'Shipping Clerk', 1, 2000, true],
    ['Laura', 'Stein', 'MNT', 'Maintenance Technician', 1, 4500, true],
    ['Aaron', 'Fox', 'QA', 'Quality Inspector', 2, 620],
    ['Michelle', 'Turner', 'OFF', 'HR Generalist', 1, 1350],
  ],
  REBUILD: [
    ['Doug', 'Hartman', 'OFF', 'Plant Manager', 1, 4800, true],
    ['Eduardo', 'Silva', 'WLD', 'Welder', 1, 1700, true],
    ['Jamal', 'Washington', 'WLD', 'Welder', 1, 380],
    ['Scott', 'Becker', 'MCH', 'Machinist', 1, 2600, true],
    ['Lisa', 'Marsh', 'MCH', 'Machinist', 2, 900],
    ['Ruben', 'Castillo', 'PNT', 'Painter', 2, 210],
    ['Kim', 'Tran', 'ASM', 'Assembler', 1, 3000, true],
    ['Nate', 'Jorgensen', 'ASM', 'Assembler', 1, 120],
    ['Andre', 'Lewis', 'SHP', 'Shipping Clerk', 1, 1450, true],
    ['Sara', 'Lund', 'QA', 'Quality Inspector', 1, 2250, true],
    ['Greg', 'Fuller', 'MNT', 'Maintenance Technician', 2, 700],
    ['Donna', 'Weber', 'OFF', 'Buyer', 1, 3400],
  ],
};

/** Open positions per plant: department, position, shift, openings, days open, applicants [first, last, days ago, status]. */
export const OPENINGS: readonly (readonly [
  string,
  DepartmentCode,
  string,
  1 | 2 | 3,
  number,
  number,
  readonly (readonly [string, string, number, 'new' | 'screening' | 'interview' | 'offer' | 'declined'])[],
])[] = [
  [
    'MfgSys',
    'WLD',
    'Welder',
    2,
    2,
    21,
    [
      ['Cody', 'Rasmussen', 18, 'interview'],
      ['Alicia', 'Gomez', 9, 'screening'],
      ['Ben', 'Yoder', 2, 'new'],
    ],
  ],
  ['MfgSys', 'MCH', 'Machinist', 3, 1, 8, [['Tim', 'Boer', 5, 'new']]],
  [
    'SPIRITLA',
    'ASM',
    'Assembler',
    1,
    2,
    30,
    [
      ['Kayla', 'Moen', 26, 'offer'],
      ['Luis', 'Vargas', 12, 'interview'],
      ['Ron', 'Dahl', 4, 'declined'],
    ],
  ],
  ['SPIRITLA', 'PNT', 'Painter', 2, 1, 6, [['Jenna', 'Holm', 3, 'new']]],
  [
    'BGOHIO',
    'WLD',
    'Welder',
    2,
    1,
    14,
    [
      ['Marcus', 'Greene', 11, 'screening'],
      ['Tasha', 'Wright', 6, 'new'],
    ],
  ],
  ['BGOHIO', 'SHP', 'Shipping Clerk', 1, 1, 40, [['Owen', 'Baker', 35, 'interview']]],
  [
    'REBUILD',
    'MCH',
    'Machinist',
    1,
    1,
    17,
    [
      ['Felipe', 'Rojas', 15, 'interview'],
      ['Dana', 'Cole', 7, 'new'],
    ],
  ],
  ['REBUILD', 'QA', 'Quality Inspector', 1, 1, 3, []],
];
