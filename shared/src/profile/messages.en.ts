/** What the server and the shared schemas say about the admin's own profile, in English (the spec's exact text). */
export const profileMessagesEn = {
  errors: {
    /** The answer to a profile that carries another phone than the owner's own, whatever that phone is. */
    ownerPhone: 'Your sign-in phone number is changed by the platform operator. Ask through Help Desk.',
    notFound: 'Profile not found.',
  },
  rest: {
    get: 'Profile fetched successfully',
    updated: 'Profile updated successfully',
  },
};
