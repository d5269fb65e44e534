import type { UpdateUserData, UserSummary } from '@aula/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { sessionStore } from '@/lib/session/session-store';
import { userKeys } from './user-keys';

export interface UpdateUserRequest {
  id: string;
  data: UpdateUserData;
}

export function updateUser({ id, data }: UpdateUserRequest): Promise<UserSummary> {
  // The server parses the body with the same schema, which reads an empty phone as ''.
  const body = { ...data, phone: data.phone ?? '' };
  return unwrap(api.PATCH('/api/users/{id}', { params: { path: { id } }, body }));
}

/** The header shows the signed-in user's names: an admin who edits their own row sees them change. */
function refreshSignedInUser(saved: UserSummary) {
  const session = sessionStore.get();
  if (session.status !== 'signed-in' || session.user.id !== saved.id) return;
  sessionStore.updateUser({
    ...session.user,
    names: saved.names,
    lastNames: saved.lastNames,
    phone: saved.phone ?? '',
  });
}

/** Saves the 'Editar Perfil' drawer, then refreshes the list and its figures. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (saved) => {
      refreshSignedInUser(saved);
      return queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}
