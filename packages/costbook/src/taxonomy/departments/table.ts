// What one department of the store contributes to the taxonomy: its families, its kinds, the sources they cite
// that the book did not already hold, and the schedule rows of the tariff items its families fall in. One file
// a department, so each reads on its own and adding to one never touches another.
import type { Source } from '../../types.ts';
import type { ScheduleRow } from '../../landed/customs-tariff-t2026-2.ts';
import type { Department, Family, Kind } from '../types.ts';

export interface DepartmentTable {
  department: Department;
  families: readonly Family[];
  kinds: readonly Kind[];
  /** Sources first cited by this department (ids unique across the book). */
  sources: readonly Source[];
  /** Rows of the Customs Tariff (edition T2026-2) for this department's tariff items not already in landed/. */
  scheduleRows: Readonly<Record<string, ScheduleRow>>;
}
