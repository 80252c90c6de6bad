// Every department's table, in the order a store directory lists them.
import { apparelFootwear } from './apparel-footwear.ts';
import { jewelleryAccessories } from './jewellery-accessories.ts';
import { grocery } from './grocery.ts';
import { homeFurniture } from './home-furniture.ts';
import { kitchenDining } from './kitchen-dining.ts';
import { sportsOutdoor } from './sports-outdoor.ts';
import type { DepartmentTable } from './table.ts';

export type { DepartmentTable } from './table.ts';

export const DEPARTMENT_TABLES: readonly DepartmentTable[] = [
  kitchenDining,
  homeFurniture,
  apparelFootwear,
  sportsOutdoor,
  jewelleryAccessories,
  grocery,
];

/** Sources first cited by a department, for the look-ups that must know every source of the book. */
export const DEPARTMENT_SOURCES = DEPARTMENT_TABLES.flatMap((t) => t.sources);
