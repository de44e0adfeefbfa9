import { useEffect, useState } from 'preact/hooks';

// Re-renders on every change of a GameSession's snapshot.
export function useSnapshot(session) {
  const [snapshot, setSnapshot] = useState(session.snapshot);
  useEffect(() => {
    setSnapshot(session.snapshot);
    return session.subscribe(setSnapshot);
  }, [session]);
  return snapshot;
}
