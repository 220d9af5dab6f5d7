/** Query keys of the script library: lists under `all`, so any change reloads them. */
export const speechKeys = {
  all: ['speech'] as const,
  scripts: (query: object) => ['speech', 'scripts', query] as const,
  templates: (query: object) => ['speech', 'templates', query] as const,
  industries: ['speech', 'industries'] as const,
  linkableSources: ['speech', 'linkable-sources'] as const,
  acdGroups: ['speech', 'acd-groups'] as const,
  reviewRemark: (id: number) => ['speech', 'reviewRemark', id] as const,
  reviews: (query: object) => ['speech', 'reviews', query] as const,
  draft: (id: number) => ['speech', 'draft', id] as const,
  template: (id: number) => ['speech', 'template', id] as const,
  versions: (id: number) => ['speech', 'versions', id] as const,
  version: (id: number, version: number) => ['speech', 'version', id, version] as const,
};
