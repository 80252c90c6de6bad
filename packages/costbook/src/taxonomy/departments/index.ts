// Every department's table, in the order a store directory lists them.
import { booksMedia } from './books-media.ts';
import { gardenPatio } from './garden-patio.ts';
import { homeFurniture } from './home-furniture.ts';
import { kitchenDining } from './kitchen-dining.ts';
import { officeSchool } from './office-school.ts';
import { partySeasonal } from './party-seasonal.ts';
import type { DepartmentTable } from './table.ts';
import { toysBaby } from './toys-baby.ts';

export type { DepartmentTable } from './table.ts';

export const DEPARTMENT_TABLES: readonly DepartmentTable[] = [
  kitchenDining,
  homeFurniture,
  gardenPatio,
  officeSchool,
  toysBaby,
  booksMedia,
  partySeasonal,
];
