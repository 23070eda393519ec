import { timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

/*
 * Column builders the tables share (Drizzle's "reusable column definitions"). Each call makes a fresh builder, so a
 * table spreads or calls them like any other column; the SQL they describe is the one the migrations already hold.
 */

/** A moment, always with its zone: the schema stores every time as timestamptz. */
export const timestamptz = <TName extends string>(name: TName) => timestamp(name, { withTimezone: true });

/** The table's own id: a random UUID given by the database. */
export const id = () => uuid('id').primaryKey().defaultRandom();

/** When the row was written. */
export const createdAt = () => timestamptz('created_at').notNull().defaultNow();

/** `created_at` and `updated_at`, both set on insert; the repositories move `updated_at` on each change. */
export const timestamps = () => ({
  createdAt: createdAt(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/** A row that cannot exist without its parent: the reference is required and goes when the parent is deleted. */
export const belongsTo = <TName extends string>(name: TName, parent: () => AnyPgColumn) =>
  uuid(name).notNull().references(parent, { onDelete: 'cascade' });
