import { MSG, UNASSIGNED } from '@sevak/shared';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '../../../i18n/messages-catalogue';
import type { SearchOptions } from '../../../lib/search-options';
import { useSearchOptions } from '../../../lib/search-options';
import { trpc } from '../../../lib/trpc';

export const technicianLabel = (person: { fullname: string; phoneNumber: string }) => `${person.fullname} (${person.phoneNumber})`;

/** The technicians a visit can be given to. */
export function useTechnicianOptions(search: string): SearchOptions {
  return useSearchOptions(trpc.admin.employees.options, { search }, technicianLabel);
}

/**
 * The technicians to narrow a list to, "Unassigned" first: the visits nobody has yet are the
 * ones an owner looks for every morning.
 */
export function useTechnicianFilterOptions(search: string): SearchOptions {
  const { t } = useTranslation(MESSAGES);
  const technicians = useTechnicianOptions(search);
  const unassigned = t(MSG.visits.labels.unassigned);
  const offersUnassigned = unassigned.toLowerCase().startsWith(search.trim().toLowerCase());
  return {
    ...technicians,
    options: offersUnassigned ? [{ value: UNASSIGNED, label: unassigned }, ...technicians.options] : technicians.options,
  };
}

/**
 * The technician a screen is narrowed to: their pick-list label (for a reloaded page, where the
 * pick list has not offered them yet) and their name.
 */
export function useChosenTechnician(employeeId: string | undefined): { label?: string; name?: string } {
  const { t } = useTranslation(MESSAGES);
  const chosen = employeeId && employeeId !== UNASSIGNED ? employeeId : '';
  const employee = trpc.admin.employees.get.useQuery({ id: chosen }, { enabled: Boolean(chosen) });
  if (employeeId === UNASSIGNED) return { label: t(MSG.visits.labels.unassigned), name: t(MSG.visits.labels.unassigned) };
  return employee.data && chosen ? { label: technicianLabel(employee.data.user), name: employee.data.user.fullname } : {};
}
