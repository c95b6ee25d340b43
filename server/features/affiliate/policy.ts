/**
 * Any signed-in member may see recommendations and record a click on them (SPEC §6); guests are
 * refused by the access guard. Kept as a named rule so the route says who may.
 */
export const mayUseRecommendations = (user: { id: string } | null): boolean => !!user;
