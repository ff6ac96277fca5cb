import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { employees } from './employees';
import { positions } from './positions';

/** A skill of the skills matrix (MIG welding, blueprint reading, forklift, ...), grouped by category. */
export const skills = pgTable('skills', {
  skillId: integer('skill_id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().unique(),
  category: text('category').notNull(),
});

/** The grades of the matrix, 0 (not trained) to 4 (trains others), each with what it means. */
export const skillGrades = pgTable(
  'skill_grades',
  {
    grade: integer('grade').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull(),
  },
  (t) => [check('skill_grades_range', sql`${t.grade} between 0 and 9`)],
);

/** The grade a position needs in a skill. */
export const positionSkills = pgTable(
  'position_skills',
  {
    positionId: integer('position_id')
      .notNull()
      .references(() => positions.positionId, { onDelete: 'cascade' }),
    skillId: integer('skill_id')
      .notNull()
      .references(() => skills.skillId, { onDelete: 'cascade' }),
    requiredGrade: integer('required_grade')
      .notNull()
      .references(() => skillGrades.grade),
  },
  (t) => [primaryKey({ columns: [t.positionId, t.skillId] })],
);

/** An employee's grade in a skill, as last assessed (by a supervisor, or by themselves when `assessedBy` is null). */
export const employeeSkills = pgTable(
  'employee_skills',
  {
    empId: integer('emp_id')
      .notNull()
      .references(() => employees.empId, { onDelete: 'cascade' }),
    skillId: integer('skill_id')
      .notNull()
      .references(() => skills.skillId, { onDelete: 'cascade' }),
    grade: integer('grade')
      .notNull()
      .references(() => skillGrades.grade),
    assessedOn: date('assessed_on').notNull(),
    assessedBy: integer('assessed_by').references(() => employees.empId),
  },
  (t) => [primaryKey({ columns: [t.empId, t.skillId] })],
);
