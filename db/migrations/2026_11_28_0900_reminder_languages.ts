import { sql, type Kysely } from 'kysely';

/*
 * Reminder texts in Hindi and English (issue 19). A business keeps one text per kind of reminder
 * and language; a customer is sent the text of the language on their user row. The texts saved
 * so far are English ones, and stay so; a language without a saved text uses Sevak's own.
 */

const statements = [
  `alter table reminder_templates
     add column language text not null default 'en' constraint reminder_templates_language_known check (language in ('en', 'hi'))`,
  'alter table reminder_templates drop constraint reminder_templates_pkey',
  'alter table reminder_templates add constraint reminder_templates_pkey primary key (business_id, kind, language)',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const undo = [
    "delete from reminder_templates where language <> 'en'",
    'alter table reminder_templates drop constraint reminder_templates_pkey',
    'alter table reminder_templates add constraint reminder_templates_pkey primary key (business_id, kind)',
    'alter table reminder_templates drop column language',
  ];
  for (const statement of undo) await sql.raw(statement).execute(db);
}
