/** The system settings (spec 3 §3 Configuration, §7; spec 1 §7 the contact address). */
import * as z from 'zod/mini';
import { endpoint } from './define';

/** A system setting (spec 3 §3: key, value, displayName, modifiedDate). */
export const Configuration = z.object({
  key: z.string(),
  value: z.string(),
  displayName: z.string(),
  modifiedDate: z.string(),
});
export type Configuration = z.infer<typeof Configuration>;

/** PUT /api/configurations (spec 3 §7: key and value). */
export const ConfigurationChange = z.object({ key: z.string(), value: z.string() });
export type ConfigurationChange = z.infer<typeof ConfigurationChange>;

/** One setting's value as the public pages read it (GET /api/configurations/{key}). */
export const ConfigurationValue = z.object({ key: z.optional(z.string()), value: z.string() });

export const listConfigurations = endpoint({
  method: 'GET',
  path: '/api/configurations',
  spec: '3 §7',
  summary: 'Every system setting (admin settings, System).',
  response: z.array(Configuration),
  roles: ['Admin'],
  probe: {},
});

export const getConfigurationValue = endpoint({
  method: 'GET',
  path: '/api/configurations/{key}',
  spec: '1 §7',
  summary: 'One public setting’s value: the help center’s contact address (Contact_ToEmail).',
  response: ConfigurationValue,
  roles: ['Anonymous'],
  probe: { args: () => ({ params: { key: 'Contact_ToEmail' } }) },
});

export const updateConfiguration = endpoint({
  method: 'PUT',
  path: '/api/configurations',
  spec: '3 §7',
  summary: 'Saves one setting’s value; the answer carries its new modified date.',
  request: ConfigurationChange,
  response: Configuration,
  roles: ['Admin'],
});
