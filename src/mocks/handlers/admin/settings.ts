// Answers the calls of src/api/configurations.ts, src/api/helps.ts.
import { http, type HttpHandler } from 'msw';
import { listConfigurations, updateConfiguration } from '@/api/contract/configurations';
import { createHelp, deleteHelp, updateHelp } from '@/api/contract/helps';
import { answer } from '../../answer';
import {
  ADMIN_SETTINGS_MSG,
  configurationValueError,
  faqError,
  faqFieldsOf,
} from '@/lib/adminSettings';
import { Role } from '@/lib/roles';
import { simIso } from '../../clock';
import { db, newId } from '../../db';
import type { Help, User } from '../../db/types';
import { makeActivityLog } from '../../factories';
import { badRequest, notFound, withUser } from '../../tokens';
import { objectBody } from '../../request';
import { text } from '../../rules/format';

const ADMIN = [Role.Admin] as const;

/** The admin's own activity log entry for a change they made. */
const logChange = (user: User, title: string, body: string) =>
  makeActivityLog({ userId: user.id, actLogTitle: title, actLogBody: body });

/** The help question of the path, or the refusal. */
function helpOf(rawId: unknown): Help | Response {
  const id = /^\d+$/.test(String(rawId)) ? Number(rawId) : NaN;
  return db.helps.find((h) => h.id === id) ?? notFound(ADMIN_SETTINGS_MSG.faqNotFound);
}

/** The help question's fields from a body, or the refusal. */
function faqOf(body: Record<string, unknown>) {
  const refusal = faqError(body);
  return refusal
    ? badRequest(refusal)
    : faqFieldsOf({ question: text(body.question), answer: text(body.answer) });
}

/**
 * The admin area's settings: the system configuration (read and changed one key at a time) and
 * the help center's questions. Admins only; every change is written to the admin's activity log.
 */
export const adminSettingsHandlers: HttpHandler[] = [
  http.get('*/api/configurations', ({ request }) =>
    withUser(
      request,
      () =>
        answer(
          listConfigurations,
          [...db.configurations].sort((a, b) => a.key.localeCompare(b.key)),
        ),
      ADMIN,
    ),
  ),
  http.put('*/api/configurations', ({ request }) =>
    withUser(
      request,
      async (user) => {
        const body = await objectBody(request);
        const setting = db.configurations.find((c) => c.key === text(body.key));
        if (!setting) return notFound(ADMIN_SETTINGS_MSG.configurationNotFound);
        const value = typeof body.value === 'string' ? body.value : '';
        const refusal = configurationValueError(setting.key, value);
        if (refusal) return badRequest(refusal);
        setting.value = value.trim();
        setting.modifiedDate = simIso();
        logChange(user, 'Configuration Updated', `${setting.displayName}: ${setting.value}`);
        return answer(updateConfiguration, setting);
      },
      ADMIN,
    ),
  ),

  http.post('*/api/helps', ({ request }) =>
    withUser(
      request,
      async (user) => {
        const fields = faqOf(await objectBody(request));
        if (fields instanceof Response) return fields;
        const help: Help = { id: newId(db), ...fields };
        db.helps.push(help);
        logChange(user, 'FAQ Added', help.question);
        return answer(createHelp, help);
      },
      ADMIN,
    ),
  ),
  http.put('*/api/helps/:id', ({ request, params }) =>
    withUser(
      request,
      async (user) => {
        const help = helpOf(params.id);
        if (help instanceof Response) return help;
        const fields = faqOf(await objectBody(request));
        if (fields instanceof Response) return fields;
        Object.assign(help, fields);
        logChange(user, 'FAQ Updated', help.question);
        return answer(updateHelp, help);
      },
      ADMIN,
    ),
  ),
  http.delete('*/api/helps/:id', ({ request, params }) =>
    withUser(
      request,
      (user) => {
        const help = helpOf(params.id);
        if (help instanceof Response) return help;
        db.helps = db.helps.filter((h) => h.id !== help.id);
        logChange(user, 'FAQ Deleted', help.question);
        return answer(deleteHelp, help);
      },
      ADMIN,
    ),
  ),
];
