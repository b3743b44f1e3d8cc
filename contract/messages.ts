// Messages the server sends and the shared form rules show, in both languages.
// `en` is the key schema; `id` must satisfy it. The client's i18n catalogs embed these.

export const en = {
  validation: {
    required: 'Required.',
    email: 'Invalid e-mail.',
    phoneMax: 'Max 15 digit.',
    phoneFirstDigit: 'First digit cannot be 0.',
    domain: 'Invalid domain.',
    passwordMin: 'Min 8 characters.',
    passwordMatch: 'Password not match.',
    fileType: 'File type not allowed',
    fileTooLarge: 'The file is too large.',
    duplicate: 'Already used.',
    number: 'Must be a number.',
    invalid: 'Invalid value.',
    requiredDataEmpty: 'Required Data is Empty',
  },
  server: {
    unauthorized: 'Unauthorized',
    forbidden: 'You do not have access to this resource.',
    notFound: 'Not found.',
    routeNotFound: 'This page could not be found',
    invalidInput: 'The data sent is not valid.',
    internal: 'Something went wrong on our side. Please try again.',
    wrongCredentials: 'Wrong e-mail or password.',
    driverRefused: "You're not able to login with this role.",
    accountDisabled: 'This account is disabled.',
    tooManyAttempts: 'Too many sign-in attempts. Try again in a few minutes.',
    loginSuccess: 'Signed in successfully.',
    logoutSuccess: 'Signed out successfully.',
    profileUpdated: 'Profile updated successfully.',
    fcmSaved: 'Notification token saved.',
    resetMailSent: 'If the e-mail is registered, a link to reset the password has been sent.',
    tokenDoesntExist: 'token doesnt exist',
    passwordChanged: 'Password changed successfully.',
    oldPasswordWrong: 'The old password is not correct.',
    unknownColumn: 'Unknown column "{column}" for {what}.',
    badDate: 'Invalid date "{value}".',
    badNumber: '"{value}" is not a number.',
    filterMismatch: 'filter_columns and filter_keys must have the same number of items.',
    conflictState: 'This action is not allowed in the current state.',
    inUse: 'This record is used by orders and cannot be deleted.',
    created: 'Saved successfully.',
    updated: 'Updated successfully.',
    deleted: 'Deleted successfully.',
    imported: '{created} created, {updated} updated.',
  },
};

export type MessageCatalog = typeof en;
type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };

export const id = {
  validation: {
    required: 'Wajib diisi.',
    email: 'E-mail tidak valid.',
    phoneMax: 'Maks 15 digit.',
    phoneFirstDigit: 'Digit pertama tidak boleh 0.',
    domain: 'Domain tidak valid.',
    passwordMin: 'Minimal 8 karakter.',
    passwordMatch: 'Kata sandi tidak cocok.',
    fileType: 'Tipe file tidak diizinkan',
    fileTooLarge: 'Ukuran file terlalu besar.',
    duplicate: 'Sudah digunakan.',
    number: 'Harus berupa angka.',
    invalid: 'Nilai tidak valid.',
    requiredDataEmpty: 'Data Wajib Kosong',
  },
  server: {
    unauthorized: 'Unauthorized',
    forbidden: 'Anda tidak memiliki akses ke sumber daya ini.',
    notFound: 'Data tidak ditemukan.',
    routeNotFound: 'Halaman ini tidak dapat ditemukan',
    invalidInput: 'Data yang dikirim tidak valid.',
    internal: 'Terjadi kesalahan di sisi kami. Silakan coba lagi.',
    wrongCredentials: 'E-mail atau kata sandi salah.',
    driverRefused: 'Anda tidak dapat masuk dengan peran ini.',
    accountDisabled: 'Akun ini dinonaktifkan.',
    tooManyAttempts: 'Terlalu banyak percobaan masuk. Coba lagi dalam beberapa menit.',
    loginSuccess: 'Berhasil masuk.',
    logoutSuccess: 'Berhasil keluar.',
    profileUpdated: 'Profil berhasil diperbarui.',
    fcmSaved: 'Token notifikasi disimpan.',
    resetMailSent: 'Jika e-mail terdaftar, tautan untuk mengatur ulang kata sandi telah dikirim.',
    tokenDoesntExist: 'token doesnt exist',
    passwordChanged: 'Kata sandi berhasil diubah.',
    oldPasswordWrong: 'Kata sandi lama tidak benar.',
    unknownColumn: 'Kolom "{column}" tidak dikenal untuk {what}.',
    badDate: 'Tanggal tidak valid "{value}".',
    badNumber: '"{value}" bukan angka.',
    filterMismatch: 'Jumlah filter_columns dan filter_keys harus sama.',
    conflictState: 'Tindakan ini tidak diizinkan pada status saat ini.',
    inUse: 'Data ini dipakai oleh pesanan dan tidak dapat dihapus.',
    created: 'Berhasil disimpan.',
    updated: 'Berhasil diperbarui.',
    deleted: 'Berhasil dihapus.',
    imported: '{created} dibuat, {updated} diperbarui.',
  },
} satisfies DeepStrings<MessageCatalog>;

export const catalogs = { en, id } as const;
export type Locale = keyof typeof catalogs;
export const LOCALES: readonly Locale[] = ['en', 'id'];

/** Message key paths such as "validation.required". */
export type MessageKey = {
  [G in keyof MessageCatalog]: `${G & string}.${keyof MessageCatalog[G] & string}`;
}[keyof MessageCatalog];

export function translate(locale: Locale, key: string, vars: Record<string, string | number> = {}): string {
  const [group, name] = key.split('.') as [keyof MessageCatalog, string];
  const text = (catalogs[locale][group] as Record<string, string> | undefined)?.[name] ?? key;
  return text.replace(/\{(\w+)\}/g, (_, v: string) => String(vars[v] ?? `{${v}}`));
}
