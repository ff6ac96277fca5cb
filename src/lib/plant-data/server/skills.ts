import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/database';
import type { Tx } from '@/lib/server/db/database';
import { employeeSkills, positionSkills, skillGrades, skills } from '@/lib/server/db/schema/index';

/** One line of a person's skills: what they hold and what their position needs. */
export interface SkillLine {
  skill: string;
  category: string;
  grade: number | null;
  gradeName: string | null;
  required: number | null;
  assessedOn: string | null;
}

/**
 * An employee's skills matrix row: every skill they were graded in or their position needs, by category.
 * @example await skillsOf(db, 2001, welderPositionId)
 */
export async function skillsOf(db: Database | Tx, empId: number, positionId: number | null): Promise<SkillLine[]> {
  const rows = await db
    .select({
      skill: skills.name,
      category: skills.category,
      grade: employeeSkills.grade,
      gradeName: skillGrades.name,
      required: positionSkills.requiredGrade,
      assessedOn: sql<string | null>`to_char(${employeeSkills.assessedOn}, 'YYYY-MM-DD')`,
    })
    .from(skills)
    .leftJoin(employeeSkills, and(eq(employeeSkills.skillId, skills.skillId), eq(employeeSkills.empId, empId)))
    .leftJoin(skillGrades, eq(skillGrades.grade, employeeSkills.grade))
    .leftJoin(positionSkills, and(eq(positionSkills.skillId, skills.skillId), eq(positionSkills.positionId, positionId ?? -1)))
    .where(sql`${employeeSkills.empId} is not null or ${positionSkills.positionId} is not null`)
    .orderBy(asc(skills.category), asc(skills.name));
  return rows;
}
