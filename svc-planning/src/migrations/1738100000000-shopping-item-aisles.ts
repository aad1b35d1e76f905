import type { MigrationInterface, QueryRunner } from 'typeorm';
import { guessAisle } from '@hearth/contracts/planning/aisle-guess';

/** The aisles as this migration knew them (the contract's `shoppingAisles`); a new one needs a migration of its own. */
const aisles = ['produce', 'meat-fish', 'dairy-eggs', 'bakery', 'pantry', 'spices-herbs', 'frozen', 'drinks', 'household', 'other'];

/**
 * Each shopping-list item has an aisle (the list's 'By aisle' view): the items there are get the
 * one their name suggests (the contract's guess, once per distinct name), then every item must
 * have one of the list.
 */
export class ShoppingItemAisles1738100000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE shopping_items ADD COLUMN aisle text');
    const named: { name: string }[] = await queryRunner.query('SELECT DISTINCT name FROM shopping_items');
    const names = named.map((row) => row.name);
    await queryRunner.query(
      `UPDATE shopping_items AS item SET aisle = guess.aisle
       FROM unnest($1::text[], $2::text[]) AS guess(name, aisle) WHERE item.name = guess.name`,
      [names, names.map(guessAisle)],
    );
    await queryRunner.query('ALTER TABLE shopping_items ALTER COLUMN aisle SET NOT NULL');
    await queryRunner.query(`ALTER TABLE shopping_items ADD CONSTRAINT shopping_items_aisle CHECK (aisle = ANY ('{${aisles.join(',')}}'::text[]))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE shopping_items DROP COLUMN aisle');
  }
}
