import { queryOptions } from '@tanstack/react-query';
import { CONTACT_EMAIL_KEY } from '../lib/adminSettings';
import { http } from './http';
import { useResourceMutation, type MutationExtras } from './mutation';

/** A system setting (spec 3 section 3). */
export interface Configuration {
  key: string;
  value: string;
  displayName: string;
  modifiedDate: string;
}

export interface ConfigurationChange {
  key: string;
  value: string;
}

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

export async function listConfigurations() {
  return (await http.get<Configuration[]>('/api/configurations', { silent: true })).data;
}

/** One public setting's value. Silent: the page leaves out what it could not read. */
export async function getConfigurationValue(key: string) {
  const path = `/api/configurations/${encodeURIComponent(key)}`;
  return (await http.get<ConfigurationChange>(path, { silent: true })).data.value;
}

/** Saves one setting's value; the answer carries its new modified date. */
export async function updateConfiguration(change: ConfigurationChange) {
  return (await http.put<Configuration>('/api/configurations', change)).data;
}

/** Every configuration query is refreshed: the list and the values public pages show. */
export const useUpdateConfiguration = (
  extras: MutationExtras<Configuration, ConfigurationChange> = {},
) => useResourceMutation(updateConfiguration, () => [root], extras);
