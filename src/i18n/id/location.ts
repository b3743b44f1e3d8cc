// Teks layar lokasi perusahaan pengirim dan peta bersama (src/components/map).
import type { DeepStrings } from '../types.ts';
import type { locationArea as en } from '../en/location.ts';

export const locationArea = {
  resources: {
    location: {
      name: 'Lokasi |||| Lokasi',
      empty: 'Belum ada lokasi. Tambahkan titik muat atau titik bongkar pertama Anda.',
      search: 'Cari berdasarkan nama',
      fields: {
        identity: 'Identitas',
        name: 'Nama',
        alias: 'Alias',
        type: 'Tipe',
        category: 'Kategori',
        pic_location: 'Penanggung jawab',
        address: 'Alamat',
        start_operation_hour: 'Jam buka',
        end_operation_hour: 'Jam tutup',
        operation_hours: 'Jam operasional',
        group_id: 'Grup',
        'group.name': 'Grup',
        latitude: 'Latitude',
        longitude: 'Longitude',
        coordinates: 'Koordinat',
      },
      types: { PICKUP: 'Muat', DROPOFF: 'Bongkar' },
    },
  },
  texts: {
    menu: 'Lokasi',
    mapLabel: 'Peta: klik untuk menempatkan lokasi',
    coordinatesHint: 'Cari tempat, klik peta atau geser pin, atau ketik latitude dan longitude.',
    place: {
      search: 'Cari tempat',
      minChars: 'Ketik minimal 3 huruf',
      none: 'Tempat tidak ditemukan',
      failed: 'Tempat tidak dapat dicari. Coba lagi.',
      searching: 'Mencari…',
    },
    hours: {
      title: 'Jam operasional (WIB)',
      hint: 'Format 24 jam JJ:mm dalam WIB. Jam tutup sebelum jam buka berarti lokasi tutup keesokan paginya. Kosongkan keduanya bila lokasi buka sepanjang hari.',
      allDay: 'Buka sepanjang hari',
      overnight: 'tutup keesokan paginya',
    },
    suggestions: {
      title: 'Waktu kedatangan berikutnya (WIB)',
      hint: 'Dari jam operasional yang tersimpan: waktu kedatangan yang dapat direncanakan untuk pesanan.',
      failed: 'Waktu kedatangan tidak dapat dimuat.',
      at: '%{date} %{time} WIB',
    },
  },
  map: {
    marker: 'Pin lokasi',
    zoomIn: 'Perbesar',
    zoomOut: 'Perkecil',
    resetBearing: 'Kembalikan arah peta',
    attribution: 'Tampilkan sumber peta',
    feedback: 'Masukan untuk peta',
    mapboxHome: 'Beranda Mapbox',
    ctrlScroll: 'Gunakan Ctrl + gulir untuk memperbesar peta',
    cmdScroll: 'Gunakan ⌘ + gulir untuk memperbesar peta',
    twoFingers: 'Gunakan dua jari untuk menggeser peta',
    noBaseMap: 'Peta dasar sedang tidak tersedia: klik peta atau geser pin untuk mengisi koordinat, atau ketik koordinatnya.',
    unavailable: 'Peta tidak dapat ditampilkan di peramban ini. Ketik latitude dan longitude secara langsung.',
    noBaseMapView: 'Peta dasar sedang tidak tersedia: pin ditampilkan di atas kisi polos.',
    unavailableView: 'Peta tidak dapat ditampilkan di peramban ini.',
  },
} satisfies DeepStrings<typeof en>;
