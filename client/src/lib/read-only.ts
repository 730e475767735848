import { createContext, useContext } from 'react';

/*
 * The screens are shown read-only: the platform operator is viewing the business (support access).
 * The server refuses every change whatever the screen shows; this only spares the operator a Save
 * that cannot work.
 */
export const ReadOnlyContext = createContext(false);

export function useReadOnly(): boolean {
  return useContext(ReadOnlyContext);
}
