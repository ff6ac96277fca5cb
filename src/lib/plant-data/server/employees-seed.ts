import { eq } from 'drizzle-orm';
import { PLANTS } from '@/lib/plants/plants';
import type { Tx } from '@/lib/server/db/database';
import {
  applicants,
  departments,
  employeeSkills,
  employees,
  openPositions,
  plantShifts,
  positionSkills,
  positions,
  skillGrades,
  skills,
} from '@/lib/server/db/schema/index';
import {
  DEMO_PLACEMENTS,
  DEPARTMENTS,
  GRADES,
  OPENINGS,
  POSITIONS,
  SHIFT_NAMES,
  SKILLS,
  WORKFORCE,
  type Placement,
} from './employees-seed-data';

const DAY = 86_400_000;
const AREA: Record<string, string> = { MfgSys: '712', SPIRITLA: '712', BGOHIO: '419', REBUILD: '712' };

/** The seed day less `days`, as YYYY-MM-DD. */
const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * DAY).toISOString().slice(0, 10);

interface Seated extends Placement {
  empId: number;
  plantId: string | null;
}

/**
 * Seeds the employee master into the portal's fresh people (seedPeople): departments and shifts per plant,
 * positions and the skills matrix, the rest of each plant's workforce, where everyone works and who they
 * report to, their grades, and the open positions with their applicants; dated back from `now`.
 */
export async function seedEmployeeMaster(tx: Tx, now: Date, passwordHash: string | null): Promise<void> {
  await tx.insert(plantShifts).values(PLANTS.flatMap((p) => SHIFT_NAMES.map((name, i) => ({ plantId: p.id, shift: i + 1, name }))));
  const depts = await tx
    .insert(departments)
    .values(PLANTS.flatMap((p) => DEPARTMENTS.map(([code, name]) => ({ plantId: p.id, code, name }))))
    .returning();
  const deptId = (plant: string, code: string) => depts.find((d) => d.plantId === plant && d.code === code)!.departmentId;
  const positionRows = await tx
    .insert(positions)
    .values(POSITIONS.map(([title]) => ({ title })))
    .returning();
  const positionId = (title: string) => positionRows.find((p) => p.title === title)!.positionId;
  const skillRows = await tx
    .insert(skills)
    .values(SKILLS.map(([name, category]) => ({ name, category })))
    .returning();
  const skillId = (name: string) => skillRows.find((s) => s.name === name)!.skillId;
  await tx.insert(skillGrades).values(GRADES.map(([grade, name, description]) => ({ grade, name, description })));
  await tx
    .insert(positionSkills)
    .values(
      POSITIONS.flatMap(([title, needs]) =>
        needs.map(([skill, grade]) => ({ positionId: positionId(title), skillId: skillId(skill), requiredGrade: grade })),
      ),
    );

  const seated = await seatEveryone(tx, passwordHash);
  for (const person of seated) {
    await tx
      .update(employees)
      .set(masterFields(person, seated, now, deptId, positionId))
      .where(eq(employees.empId, person.empId));
  }
  await tx.insert(employeeSkills).values(gradesOf(seated, now, skillId));
  await seedOpenings(tx, now, deptId, positionId);
}

/** Inserts each plant's workforce beside the demo accounts; answers everyone with where they work. */
async function seatEveryone(tx: Tx, passwordHash: string | null): Promise<Seated[]> {
  const demo = await tx.select({ empId: employees.empId, plantId: employees.plantId }).from(employees);
  const seated: Seated[] = demo.flatMap((e) => (DEMO_PLACEMENTS[e.empId] ? [{ ...e, ...DEMO_PLACEMENTS[e.empId]! }] : []));
  const rows = PLANTS.flatMap((plant, p) =>
    (WORKFORCE[plant.id] ?? []).map(([firstName, lastName, dept, position, shift, hiredDaysAgo, leads], i) => {
      const empId = (p + 1) * 1000 + 10 + i;
      const companyEmail = `${plant.prefix}${firstName[0]}${lastName.replaceAll(' ', '')}@example.com`.toLowerCase();
      seated.push({ empId, plantId: plant.id, dept, position, shift, hiredDaysAgo, leads: leads ?? false });
      return { empId, firstName, lastName, plantId: plant.id, companyEmail, passwordHash, hasPhoto: i % 3 === 0 };
    }),
  );
  await tx.insert(employees).values(rows);
  return seated;
}

/** Who a person reports to: their department's lead, else the plant's production supervisor, else its manager. */
function supervisorOf(person: Seated, everyone: readonly Seated[]): number | null {
  const atPlant = everyone.filter((e) => e.plantId === person.plantId && e.plantId !== null && e.empId !== person.empId);
  const manager = atPlant.find((e) => e.position === 'Plant Manager');
  if (person.position === 'Plant Manager') return null;
  if (person.leads) return manager?.empId ?? null;
  const lead = atPlant.find((e) => e.leads && e.dept === person.dept) ?? atPlant.find((e) => e.position === 'Production Supervisor');
  return (lead ?? manager)?.empId ?? null;
}

function masterFields(
  person: Seated,
  everyone: readonly Seated[],
  now: Date,
  deptId: (plant: string, code: string) => number,
  positionId: (title: string) => number,
): Partial<typeof employees.$inferInsert> {
  const n = person.empId % 1000;
  const digit = Math.floor(person.empId / 1000);
  return {
    departmentId: person.plantId && person.dept ? deptId(person.plantId, person.dept) : null,
    shift: person.shift,
    supervisorEmpId: supervisorOf(person, everyone),
    positionId: positionId(person.position),
    extension: String(digit * 1000 + 200 + n),
    // 555-01xx numbers are reserved for fiction: no real phone is ever texted by the demo.
    mobile: `+1${AREA[person.plantId ?? 'MfgSys']}55501${String((digit * 23 + n) % 100).padStart(2, '0')}`,
    textConsentAt: person.empId % 5 === 4 ? null : new Date(now.getTime() - (person.hiredDaysAgo / 2) * DAY),
    hireDate: daysAgo(now, person.hiredDaysAgo),
    birthMonth: ((person.empId * 7) % 12) + 1,
    birthDay: ((person.empId * 13) % 28) + 1,
    status: person.empId % 1000 === 14 ? 'leave' : 'active',
  };
}

/** Each person's grade in their position's skills: the new ones still learning, some above what is needed. */
function gradesOf(seated: readonly Seated[], now: Date, skillId: (name: string) => number): (typeof employeeSkills.$inferInsert)[] {
  return seated.flatMap((person) => {
    const needs = POSITIONS.find(([title]) => title === person.position)?.[1] ?? [];
    const assessedBy = supervisorOf(person, seated);
    return needs.map(([skill, required], i) => {
      const wobble = ((person.empId + i * 5) % 3) - 1;
      const grade = person.hiredDaysAgo < 200 ? Math.min(1 + (i % 2), required) : Math.max(0, Math.min(4, required + wobble));
      return { empId: person.empId, skillId: skillId(skill), grade, assessedOn: daysAgo(now, (person.empId % 80) + 3), assessedBy };
    });
  });
}

async function seedOpenings(
  tx: Tx,
  now: Date,
  deptId: (plant: string, code: string) => number,
  positionId: (title: string) => number,
): Promise<void> {
  for (const [plantId, dept, title, shift, openings, openDays, people] of OPENINGS) {
    const [opened] = await tx
      .insert(openPositions)
      .values({
        plantId,
        departmentId: deptId(plantId, dept),
        positionId: positionId(title),
        shift,
        openings,
        openedOn: daysAgo(now, openDays),
      })
      .returning();
    if (people.length === 0) continue;
    await tx.insert(applicants).values(
      people.map(([firstName, lastName, applied, status], i) => ({
        openPositionId: opened!.openPositionId,
        firstName,
        lastName,
        email: `${firstName}.${lastName}@mail.example.net`.toLowerCase(),
        mobile: `+1${AREA[plantId]}55501${String(80 + i + (openDays % 10)).padStart(2, '0')}`,
        textConsent: i % 2 === 0 ? new Date(now.getTime() - applied * DAY) : null,
        appliedOn: daysAgo(now, applied),
        status,
      })),
    );
  }
}
