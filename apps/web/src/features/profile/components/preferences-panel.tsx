import { QueryStatus } from '../../../shared/ui/query-status';
import { usePreferences } from '../api/get-preferences';
import { PreferencesForm } from './preferences-form';

export function PreferencesPanel({ userId }: { userId: string }) {
  const query = usePreferences(userId);
  return (
    <QueryStatus query={query}>
      {(preferences) => <PreferencesForm preferences={preferences} />}
    </QueryStatus>
  );
}
