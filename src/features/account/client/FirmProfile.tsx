import { useQuery } from '@tanstack/react-query';
import { Alert, Flex } from 'antd';
import { useEffect } from 'react';
import {
  firmQueries,
  useAddFirmAttorney,
  useRemoveFirmAttorney,
  useSetFirmPrimaryAttorney,
  useUpdateFirmAttorney,
} from '@/api/firm';
import { AttorneyTable } from '@/widgets/AttorneyTable';
import { PageSkeleton } from '@/components/PageSkeleton';
import { toast } from '@/lib/notify';
import { FIRM_TEXT, FirmInfoCard } from './FirmInfoCard';

/** 5 attorneys per page in the firm's own profile (spec 2 section 9). */
export const FIRM_ATTORNEYS_PAGE_SIZE = 5;
export const ATTORNEYS_LOAD_FAILED = 'Failed to load attorney list.';

/** Shows `text` as an error toast once each time `failed` turns true. */
function useFailureToast(failed: boolean, text: string) {
  useEffect(() => {
    if (failed) toast('error', text);
  }, [failed, text]);
}

/** /account/client-profile: the firm's information and logo, and its attorneys. */
export default function FirmProfile() {
  const info = useQuery(firmQueries.info());
  const attorneys = useQuery(firmQueries.attorneys());
  useFailureToast(info.isError, FIRM_TEXT.loadFailed);
  useFailureToast(attorneys.isError, ATTORNEYS_LOAD_FAILED);

  const add = useAddFirmAttorney();
  const edit = useUpdateFirmAttorney();
  const remove = useRemoveFirmAttorney();
  const setPrimary = useSetFirmPrimaryAttorney();
  const firmId = info.data?.id;

  return (
    <Flex vertical gap={16}>
      {info.data ? (
        <FirmInfoCard firm={info.data} />
      ) : info.isError ? (
        <Alert type="error" showIcon title={FIRM_TEXT.loadFailed} />
      ) : (
        <PageSkeleton rows={4} />
      )}
      <AttorneyTable
        attorneys={attorneys.data}
        loading={attorneys.isPending}
        pageSize={FIRM_ATTORNEYS_PAGE_SIZE}
        editable
        canAdd
        onAdd={(fields) => add.mutateAsync(fields)}
        onEdit={(id, fields) => edit.mutateAsync({ id, fields })}
        onRemove={(id) => remove.mutateAsync(id)}
        onSetPrimary={async (attorneyId) => {
          // The firm's id comes with its information (asked again if it has not arrived).
          const clientId = firmId ?? (await info.refetch()).data?.id;
          if (clientId === undefined) throw new Error(FIRM_TEXT.loadFailed);
          return setPrimary.mutateAsync({ clientId, attorneyId });
        }}
      />
    </Flex>
  );
}
