// The signed-in admin as the services record them in the audit log (id, email, address).
export const adminActor = (c: { get: (k: 'user' | 'clientIp') => unknown }) => {
  const u = c.get('user') as { id: string; email: string };
  return { id: u.id, email: u.email, ip: c.get('clientIp') as string | undefined };
};
