import { useCallback, useState } from 'react';
import type { DemoRole } from '../api/demo-types';

const ROLE_KEY = 'hearth-demo:role';

/** The chosen role survives a reload, so a family picks up where it left off. */
export function usePersistedRole(): [DemoRole, (role: DemoRole) => void] {
  const [role, setRoleState] = useState<DemoRole>(() =>
    localStorage.getItem(ROLE_KEY) === 'kid' ? 'kid' : 'grandparent',
  );
  const setRole = useCallback((next: DemoRole) => {
    localStorage.setItem(ROLE_KEY, next);
    setRoleState(next);
  }, []);
  return [role, setRole];
}
