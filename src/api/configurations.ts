// Answered in the simulator by src/mocks/handlers/admin/settings.ts, src/mocks/handlers/public.ts.
import { queryOptions } from '@tanstack/react-query';
import { CONTACT_EMAIL_KEY } from '../lib/adminSettings';
import { call } from './call';
import * as api from './contract/configurations';
import type { Configuration, ConfigurationChange } from './contract/configurations';
import { useResourceMutation, type MutationExtras } from './mutation';

export type { Configuration, ConfigurationChange } from './contract/configurations';

const root = ['configurations'] as const;

/** The system settings: the admin's list and the public values the site reads. */
export const configurationQueries = {
  all: () => root,
  /** Every setting (admins only). A list: failures are silent. */
  list: () => queryOptions({ queryKey: [...root, 'list'] as const, queryFn: listConfigurations }),
  /** The help center's contact address. */
  contactEmail: () =>
    queryOptions({
      queryKey: [...root, 'value', CONTACT_EMAIL_KEY] as const,
      queryFn: () => getConfigurationValue(CONTACT_EMAIL_KEY),
    }),
};

export const listConfigurations = () => call(api.listConfigurations, { config: { silent: true } });

/** One public setting's value. Silent: the page leaves out what it could not read. */
export async function getConfigurationValue(key: string) {
  return (await call(api.getConfigurationValue, { params: { key }, config: { silent: true } }))
    .value;
}

/** Saves one setting's value; the answer carries its new modified date. */
export const updateConfiguration = (change: ConfigurationChange) =>
  call(api.updateConfiguration, { body: change });

/** Every configuration query is refreshed: the list and the values public pages show. */
export const useUpdateConfiguration = (
  extras: MutationExtras<Configuration, ConfigurationChange> = {},
) => useResourceMutation(updateConfiguration, () => [root], extras);
