/** Query keys of Settings' webhooks card. */
export const webhookKeys = {
  endpoints: ['integrations', 'webhooks'] as const,
  deliveries: (endpointId: string, page: number) => ['integrations', 'webhooks', endpointId, 'deliveries', page] as const,
};

export const webhooksPath = '/api/integrations/webhooks';
export const webhookPath = (id: string) => `${webhooksPath}/${id}`;
