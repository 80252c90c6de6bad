// Every department's table, in the order a store directory lists them.
import { kitchenDining } from './kitchen-dining.ts';
import type { DepartmentTable } from './table.ts';

export type { DepartmentTable } from './table.ts';

export const DEPARTMENT_TABLES: readonly DepartmentTable[] = [kitchenDining];
