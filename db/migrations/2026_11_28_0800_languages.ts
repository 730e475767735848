import { sql, type Kysely } from 'kysely';

/*
 * Hindi and English (issue 19). Each person's screens are in the language they chose, kept on
 * their user row so it follows them from one phone to the next; a customer's row also decides
 * the language of their reminders. A business chooses whether its invoices and receipts carry
 * Hindi headings beside the English ones. Everything so far was English, and stays so.
 */

const statements = [
  `alter table users
     add column language text not null default 'en' constraint users_language_known check (language in ('en', 'hi'))`,
  `alter table businesses
     add column document_language text not null default 'en' constraint businesses_document_language_known check (document_language in ('en', 'hi'))`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table businesses drop column document_language`.execute(db);
  await sql`alter table users drop column language`.execute(db);
}
