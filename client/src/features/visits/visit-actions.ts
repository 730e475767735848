import type { visitFields } from '@sevak/shared';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useMutationFeedback } from '../../lib/notify';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { VISITS } from './i18n';

type SavedVisit = RouterOutputs['admin']['visits']['get'];

/**
 * What a saved visit's form holds, as the form sends it: an update with it changes nothing.
 * CANCELLED is not a form choice (spec §4): such a visit is sent as PENDING unless changed.
 */
export function visitInputOf(saved: SavedVisit): z.input<typeof visitFields> {
  return {
    customerID: saved.customerID,
    // An AMC's visit may have no technician yet: the form then asks for one.
    employeeID: saved.employeeID ?? '',
    customerProductId: saved.customerProductId,
    serviceDiscription: saved.serviceDiscription,
    serviceCharges: saved.serviceCharges,
    serviceAddress: saved.serviceAddress,
    visitDate: saved.visitDate,
    installationDate: saved.installationDate,
    autoVisitTime: saved.autoVisitTime,
    PaymentStatus: saved.PaymentStatus === 'PAID' ? 'PAID' : 'PENDING',
    isDone: saved.isDone,
  };
}

/**
 * A visit's quick actions from a list (the visit table, the dashboard's visits of the day): mark
 * it completed, mark it paid; each with its toast, and the visit screens refreshed after it.
 */
export function useVisitActions() {
  const feedback = useMutationFeedback();
  const { t } = useTranslation(VISITS);
  const utils = trpc.useUtils();
  const complete = trpc.admin.visits.complete.useMutation(
    feedback({ success: t('toasts.completed'), failure: t('toasts.updateFailed'), refreshes: 'visit' }),
  );
  // The server saves a visit's whole form: the visit is read afresh first, so that marking it
  // paid does not undo a change made elsewhere since the list was loaded.
  const markPaid = useMutation({
    mutationFn: async (id: string) => {
      const saved = await utils.client.admin.visits.get.query({ id });
      return utils.client.admin.visits.update.mutate({ id, data: { ...visitInputOf(saved), PaymentStatus: 'PAID' } });
    },
    ...feedback({ success: t('toasts.paid'), failure: t('toasts.updateFailed'), refreshes: 'visit' }),
  });
  return {
    complete: (id: string) => complete.mutate({ id }),
    completing: (id: string) => complete.isPending && complete.variables?.id === id,
    markPaid: (id: string) => markPaid.mutate(id),
    markingPaid: (id: string) => markPaid.isPending && markPaid.variables === id,
  };
}
