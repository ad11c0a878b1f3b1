import { useMutation } from '@tanstack/react-query';
import type { TeamMember } from '@pamoja/contract/teams';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { useEnrolPeople } from '../api/enrol-people';
import type { EnrolResult } from '../api/enrol-people';
import { listTeamMembers } from '../api/list-team-members';

export interface TeamEnrolment extends EnrolResult {
  members: TeamMember[];
}

/** Reads the team's members from the main service, then enrols them all (ids and names). */
export function useEnrolTeam(courseId: string) {
  const enrol = useEnrolPeople();
  return useMutation(
    labelMutationOptions('studio.enrolTeam', async (teamId: string): Promise<TeamEnrolment> => {
      const members = await listTeamMembers(teamId);
      if (members.length === 0) return { members, enrolled: [], skipped: [] };
      const people = members.map((member) => ({ userId: member.userId, name: member.fullName }));
      const result = await enrol.mutateAsync({ courseId, people });
      return { ...result, members };
    }),
  );
}
