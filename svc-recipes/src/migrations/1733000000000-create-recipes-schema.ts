import { createMessagingTables } from '@hearth/service-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateRecipesSchema1733000000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    const schema = (queryRunner.connection.options as { schema: string }).schema;
    const s = `"${schema}"`;
    await queryRunner.query(`CREATE SCHEMA IF NOT EXISTS ${s}`);
    // Trigram indexes make `LIKE '%word%'` searches index scans. The extension is database-wide
    // (in public, so dropping this schema never drops it); the lock keeps two services' first
    // migrations from racing to create it.
    await queryRunner.query(`SELECT pg_advisory_xact_lock(hashtext('hearth:pg_trgm'))`);
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public`);

    // Projections of other services' events: who the users are, their households and membership.
    // A deleted account is a tombstone (its unexpired tokens must not bring it back); a deleted
    // household keeps its last name for the recipes its members created.
    await queryRunner.query(`
      CREATE TABLE ${s}.users (
        id uuid PRIMARY KEY,
        name text NOT NULL,
        deleted_at timestamptz
      )`);
    await queryRunner.query(`
      CREATE TABLE ${s}.households (
        id uuid PRIMARY KEY,
        name text NOT NULL,
        deleted_at timestamptz
      )`);
    // One household per user: the primary key is the user.
    await queryRunner.query(`
      CREATE TABLE ${s}.memberships (
        user_id uuid PRIMARY KEY,
        household_id uuid NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX memberships_household ON ${s}.memberships (household_id)`);

    // The shared catalogues, unique by name whatever the case.
    await queryRunner.query(`
      CREATE TABLE ${s}.categories (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX categories_name ON ${s}.categories (lower(name))`);
    await queryRunner.query(`
      CREATE TABLE ${s}.ingredients (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX ingredients_name ON ${s}.ingredients (lower(name))`);
    await queryRunner.query(`CREATE INDEX ingredients_name_trgm ON ${s}.ingredients USING gin (lower(name) public.gin_trgm_ops)`);

    // An upload: the original's SHA-256 names its files, so the same picture is stored once.
    await queryRunner.query(`
      CREATE TABLE ${s}.images (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        hash text NOT NULL,
        original_key text NOT NULL,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'ready', 'failed')),
        uploaded_by uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        processed_at timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX images_hash ON ${s}.images (hash)`);

    // search_text is the title and the ingredient names, lower-cased and one per line: one
    // trigram index serves the list's search on both.
    await queryRunner.query(`
      CREATE TABLE ${s}.recipes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        title text NOT NULL,
        category_id uuid REFERENCES ${s}.categories (id),
        created_by uuid NOT NULL,
        household_id uuid NOT NULL,
        is_private boolean NOT NULL DEFAULT false,
        prep_time integer NOT NULL CHECK (prep_time >= 0),
        cook_time integer NOT NULL CHECK (cook_time >= 0),
        instructions text NOT NULL,
        image_id uuid REFERENCES ${s}.images (id) ON DELETE SET NULL,
        search_text text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // The list is newest first: one index per way of narrowing it, each already in that order.
    await queryRunner.query(`CREATE INDEX recipes_newest ON ${s}.recipes (created_at DESC, id DESC)`);
    await queryRunner.query(`CREATE INDEX recipes_public_newest ON ${s}.recipes (created_at DESC, id DESC) WHERE NOT is_private`);
    await queryRunner.query(`CREATE INDEX recipes_household_newest ON ${s}.recipes (household_id, created_at DESC, id DESC)`);
    await queryRunner.query(`CREATE INDEX recipes_category_newest ON ${s}.recipes (category_id, created_at DESC, id DESC)`);
    await queryRunner.query(`CREATE INDEX recipes_creator ON ${s}.recipes (created_by)`);
    await queryRunner.query(`CREATE INDEX recipes_image ON ${s}.recipes (image_id) WHERE image_id IS NOT NULL`);
    await queryRunner.query(`CREATE INDEX recipes_search_trgm ON ${s}.recipes USING gin (search_text public.gin_trgm_ops)`);
    await queryRunner.query(`
      CREATE TABLE ${s}.recipe_ingredients (
        recipe_id uuid NOT NULL REFERENCES ${s}.recipes (id) ON DELETE CASCADE,
        position integer NOT NULL,
        ingredient_id uuid NOT NULL REFERENCES ${s}.ingredients (id),
        quantity double precision NOT NULL CHECK (quantity > 0),
        unit text NOT NULL,
        PRIMARY KEY (recipe_id, position)
      )`);
    await queryRunner.query(`CREATE INDEX recipe_ingredients_ingredient ON ${s}.recipe_ingredients (ingredient_id)`);
    await createMessagingTables(queryRunner, schema);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const schema = (queryRunner.connection.options as { schema: string }).schema;
    await queryRunner.query(`DROP SCHEMA "${schema}" CASCADE`);
  }
}
