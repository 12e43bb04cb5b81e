import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TrackingStatus, trackingSettingsSchema } from '@/shared/analytics/analytics';
import { api } from '@/web/lib/api-client';
import { analyticsKeys, analyticsPath } from './analytics-keys';

/** The form checks each hostname with the schema the server applies. */
export const trackingHostnamesSchema = trackingSettingsSchema;

export function updateTrackingHostnames({ projectId, extraHostnames }: { projectId: string; extraHostnames: string[] }) {
  return api.put<TrackingStatus>(`${analyticsPath(projectId)}/tracking`, { extraHostnames });
}

/** Saves the other hostnames (staging, a second domain) whose visits count for the project. */
export function useUpdateTrackingHostnames() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTrackingHostnames,
    onSuccess: (status) => queryClient.setQueryData(analyticsKeys.tracking(status.projectId), status),
  });
}
